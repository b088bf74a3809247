import type { HttpContext } from '@adonisjs/core/http'
import { storefrontConfigForHost } from '#services/storefront_account'
import { storeUpload, uploadedFile } from '#services/uploads'
import { targetAccountId } from '#services/tenancy/target_account'
import { homePageValidator } from '#validators/home_page'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { HOME_IMAGE_FOLDER, saveHomePage } from '#actions/home_page/save_home_page'
import { homeConfigOf, publishedHomeOf } from '#queries/home_page/show'
import { featuredProductsOf } from '#queries/home_page/featured_products'
import { noHome, presentHome, presentStorefrontHome, widgetsShownIn } from '#presenters/home_page'

/** The home page editor (back office) and the storefront home (public). */
export default class HomePageController {
  async show(ctx: HttpContext) {
    return presentHome(await homeConfigOf(await targetAccountId(ctx)))
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
    const home = await publishedHomeOf(account.id)
    response.header('Cache-Control', 'no-cache')
    if (!home) return noHome()
    const widgets = widgetsShownIn(home, i18n.locale.slice(0, 2))
    return presentStorefrontHome(home, widgets, await featuredProductsOf(account.id, widgets))
  }
}
