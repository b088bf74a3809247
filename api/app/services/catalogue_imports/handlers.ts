import i18nManager from '@adonisjs/i18n/services/main'
import User from '#models/user'
import Account from '#models/account'
import { LANGUAGES } from '#services/localized_text'
import { productLines } from '#services/catalogue_imports/products'
import { categoryLines } from '#services/catalogue_imports/categories'
import { questionLines } from '#services/catalogue_imports/questions'
import type { LineHandler } from '#services/catalogue_imports/lines'
import type { ImportDataType } from '#services/catalogue_imports/types'

export const LINE_HANDLERS: Record<ImportDataType, LineHandler> = {
  product: productLines,
  category: categoryLines,
  diagnostic_question: questionLines,
}

/** The report keeps this many refused lines (the row's text column is bounded); the counts keep all. */
export const KEPT_IGNORED_LINES = 200

/** The language of a queued import's report: its author's, else its account's, else French. */
export async function localeOfImport(
  locale: string | undefined,
  createdById: number | null,
  accountId: number
) {
  const user = createdById && !locale ? await User.find(createdById) : null
  const account = locale || user?.locale ? null : await Account.find(accountId)
  const wanted = locale ?? user?.locale ?? account?.language ?? 'fr'
  return i18nManager.locale((LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr')
}
