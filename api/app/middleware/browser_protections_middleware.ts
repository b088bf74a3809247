import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ASSET } from '#middleware/spa_files_middleware'
import {
  API_SOURCES,
  APP_SOURCES,
  INLINE_PDF_POLICY,
  storefrontSourcesForHost,
  useSources,
} from '#services/content_security_policy'

/** 180 days, shield's own default; no includeSubDomains: a client's other sites are not ours to pin. */
const HSTS = 'max-age=15552000'

const isApi = (url: string) => url === '/api' || url.startsWith('/api/')
const isAdmin = (url: string) => url === '/admin' || url.startsWith('/admin/')

/**
 * Browser protections of every answer (issue 28), run before shield's middleware: picks the sources of the
 * Content-Security-Policy that shield writes (the API's, the back office's, or the storefront's for the
 * client serving the host: only its pages need the client looked up), and sends Referrer-Policy and, over
 * https only, Strict-Transport-Security.
 */
export default class BrowserProtectionsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const url = request.url()
    const storefrontPage = !isApi(url) && !isAdmin(url) && (!ASSET.test(url) || /\.html?$/i.test(url))
    const sources = isApi(url)
      ? API_SOURCES
      : storefrontPage
        ? await storefrontSourcesForHost(request.host())
        : APP_SOURCES
    useSources(response.response, sources)

    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (request.secure()) response.header('Strict-Transport-Security', HSTS)

    await next()

    if (isApi(url) && /^application\/pdf\b/.test(String(response.getHeader('Content-Type') ?? ''))) {
      const disposition = String(response.getHeader('Content-Disposition') ?? '')
      if (!disposition.startsWith('attachment')) response.header('Content-Security-Policy', INLINE_PDF_POLICY)
    }
  }
}
