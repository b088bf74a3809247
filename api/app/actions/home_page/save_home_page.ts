import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import HomeConfig, { type HomeWidget } from '#models/home_config'
import { BOUNDS } from '#domain/bounds'
import { sanitizeWidgetHtml } from '#services/html_sanitizer'
import { isStoredImageUrl, storedFileExists } from '#services/uploads'
import type { homePageValidator } from '#validators/home_page'
import { claimEdit } from '#services/concurrency'

export type HomePageFields = Infer<typeof homePageValidator>
export const HOME_IMAGE_FOLDER = 'home'

const imageIsStored = async (url: string) =>
  isStoredImageUrl(HOME_IMAGE_FOLDER, url) && (await storedFileExists(url))

/**
 * What the validator cannot see: HTML is sanitised (and must still say something), featured products
 * exist in the account, images are uploads of the home folder that exist.
 */
async function checkedWidgets(accountId: number, fields: HomePageFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  const message = (rule: string) => i18n.t(`validator.shared.messages.${rule}`)
  const widgets: HomeWidget[] = []
  for (const [index, widget] of fields.widgets.entries()) {
    const at = (name: string) => `widgets.${index}.${name}`
    const language = widget.language ? { language: widget.language } : {}
    if (widget.type === 'html') {
      const html = sanitizeWidgetHtml(widget.html)
      if (html.trim().length < BOUNDS.homeHtml.min) messages[at('html')] = message('htmlUnsafeOnly')
      widgets.push({ type: 'html', html, ...language })
    } else if (widget.type === 'products') {
      const ids = [...new Set(widget.productIds)]
      const found = await db
        .from('products')
        .where('account_id', accountId)
        .whereIn('id', ids)
        .count('* as total')
      if (Number(found[0].total) !== ids.length) messages[at('productIds')] = message('database.exists')
      widgets.push({ type: 'products', title: widget.title ?? null, productIds: ids, ...language })
    } else {
      const image = widget.image ?? null
      if (image && !(await imageIsStored(image))) messages[at('image')] = message('imageMissing')
      widgets.push({ type: widget.type, title: widget.title, image, ...language })
    }
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
  return widgets
}

/** Saves the account's home page (one row per account). */
export async function saveHomePage(
  accountId: number,
  fields: HomePageFields,
  i18n: I18n,
  formVersion?: unknown
) {
  const widgets = await checkedWidgets(accountId, fields, i18n)
  const home = (await HomeConfig.findBy('account_id', accountId)) ?? new HomeConfig().merge({ accountId })
  if (home.$isPersisted) claimEdit(home, formVersion)
  await home
    .merge({
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      status: fields.status,
      widgets,
    })
    .save()
  return home
}
