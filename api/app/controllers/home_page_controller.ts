import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import HomeConfig from '#models/home_config'
import { sanitizeWidgetHtml } from '#services/html_sanitizer'
import { storefrontConfigForHost } from '#services/storefront_account'
import { storeUpload, uploadedFile } from '#services/uploads'
import { targetAccountId } from '#services/tenancy/target_account'
import { homePageValidator } from '#validators/home_page'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { HOME_IMAGE_FOLDER, saveHomePage } from '#actions/home_page/save_home_page'

function presentHome(home: HomeConfig | null) {
  return {
    id: 'home',
    metaTitle: home?.metaTitle ?? '',
    metaDescription: home?.metaDescription ?? '',
    status: home?.status ?? 'draft',
    widgets: home?.widgets ?? [],
    updatedAt: home?.updatedAt?.toISO() ?? null,
    version: home?.version ?? null,
  }
}

/** The best price a visitor can get for a product: its grade A buy-back price, in cents. */
async function featuredProducts(accountId: number, ids: string[]) {
  const rows = await db
    .from('products')
    .where({ account_id: accountId, status: 'published' })
    .whereIn('id', ids)
    .select('id', 'label', 'brand', 'image', 'buyback_price_grade_a as bestPrice')
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []))
}

/** The home page editor (back office) and the storefront home (public). */
export default class HomePageController {
  async show(ctx: HttpContext) {
    return presentHome(await HomeConfig.findBy('account_id', await targetAccountId(ctx)))
  }

  async update(ctx: HttpContext) {
    const { request, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(homePageValidator, indexedFieldErrors())
    return presentHome(await saveHomePage(accountId, fields, i18n, request.input('version')))
  }

  /** A banner or search background: JPG or PNG of at most 250 kB, checked by content. */
  async uploadImage(ctx: HttpContext) {
    const upload = await uploadedFile(ctx, 'image', 'image', { required: true })
    const url = await storeUpload(upload!.file, HOME_IMAGE_FOLDER, upload!.type)
    return ctx.response.created({ url })
  }

  /** The published home of the storefront's client: HTML sanitised again, featured products resolved. */
  async storefront({ request, response, i18n }: HttpContext) {
    const { account } = await storefrontConfigForHost(request.host())
    const home = await HomeConfig.query().where('account_id', account.id).where('status', 'published').first()
    response.header('Cache-Control', 'no-cache')
    if (!home) return { metaTitle: null, metaDescription: null, widgets: [] }
    // A block written for one language is shown in that language only: no French block on the en page.
    const language = i18n.locale.slice(0, 2)
    const shown = home.widgets.filter((widget) => !widget.language || widget.language === language)
    const widgets = await Promise.all(
      shown.map(async ({ language: _language, ...widget }) => {
        if (widget.type === 'html') return { type: 'html', html: sanitizeWidgetHtml(widget.html) }
        if (widget.type === 'products') {
          return {
            type: 'products',
            title: widget.title ?? null,
            products: await featuredProducts(account.id, widget.productIds),
          }
        }
        return widget
      })
    )
    return { metaTitle: home.metaTitle, metaDescription: home.metaDescription, widgets }
  }
}
