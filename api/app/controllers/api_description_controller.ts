import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { openApiDocument } from '#services/openapi'
import { DOCS_POLICY, openApiPage } from '#services/openapi_page'

/** The language asked for with `?lang=` when the product speaks it, else the request's (Accept-Language). */
function languageOf({ request, i18n }: HttpContext) {
  const asked = request.qs().lang
  return typeof asked === 'string' && i18nManager.supportedLocales().includes(asked) ? asked : i18n.locale
}

/** The API's OpenAPI description (services/openapi.ts) and its readable page, in the caller's language. */
export default class ApiDescriptionController {
  async document(ctx: HttpContext) {
    const language = languageOf(ctx)
    ctx.response.header('Cache-Control', 'no-cache')
    ctx.response.header('Content-Language', language)
    ctx.response.header('Vary', 'Accept-Language')
    return ctx.response.json(await openApiDocument(language))
  }

  async page(ctx: HttpContext) {
    const language = languageOf(ctx)
    const html = openApiPage(await openApiDocument(language), i18nManager.locale(language))
    ctx.response.header('Content-Security-Policy', DOCS_POLICY)
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    ctx.response.header('Content-Language', language)
    ctx.response.header('Vary', 'Accept-Language')
    return ctx.response.send(html)
  }
}
