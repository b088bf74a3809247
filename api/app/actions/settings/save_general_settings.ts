import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import { writtenLanguages, type LocalizedText } from '#services/localized_text'
import type { generalSettingsValidator } from '#validators/settings'
import { claimEdit } from '#services/concurrency'
import { LOCALIZED_SETTINGS, type LocalizedSetting } from '#domain/settings'
import { settingsOf } from '#actions/settings/shared'

export type GeneralSettingsFields = Infer<typeof generalSettingsValidator>

/** Saves the general settings: account columns and root details in one transaction. */
export async function saveGeneralSettings(
  accountId: number,
  fields: GeneralSettingsFields,
  formVersion?: unknown
) {
  const { currency, language, ...detailFields } = fields
  const texts = Object.fromEntries(
    LOCALIZED_SETTINGS.map((name) => [name, writtenLanguages(fields[name])])
  ) as Record<LocalizedSetting, LocalizedText | null>
  const { account, details } = await settingsOf(accountId)
  if (details.$isPersisted) claimEdit(details, formVersion)
  await db.transaction(async (trx) => {
    account.useTransaction(trx)
    details.useTransaction(trx)
    await account.merge({ currency, language }).save()
    await details.merge({ ...detailFields, ...texts }).save()
  })
}
