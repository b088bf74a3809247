import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { ASSET } from '#middleware/spa_files_middleware'
import {
  API_POLICY,
  APP_SOURCES,
  INLINE_PDF_POLICY,
  storefrontSourcesForHost,
  useSources,
} from '#services/content_security_policy'

/** 180 days, shield's own default; no includeSubDomains: a client's other sites are not ours to pin. */
const HSTS = 'max-age=15552000'

/**
 * Over https: TLS on this socket, or https in the X-Forwarded-Proto of a trusted proxy. AdonisJS' answer
 * (`request.secure()`) looks the peer's address up in the proxy rules; asked only when one of the two may
 * hold (most requests are plain http from the load balancer or a browser on the machine).
 */
const overHttps = (request: HttpContext['request']) =>
  request.header('x-forwarded-proto') !== undefined || 'encrypted' in request.request.socket
    ? request.secure()
    : false

const isApi = (url: string) => url === '/api' || url.startsWith('/api/')
const isAdmin = (url: string) => url === '/admin' || url.startsWith('/admin/')

/**
 * Browser protections of every answer: sends Referrer-Policy and, over https only,
 * Strict-Transport-Security, and the Content-Security-Policy, X-Frame-Options and X-Content-Type-Options.
 * - An API answer gets the API's policy, the same on every request, written here as one string with shield's
 *   other two headers (shield's CSP guard made a nonce, which nothing uses, and ran helmet's
 *   directives on each API request, a tenth of a health check's time).
 * - A page or a file of the back office or the storefront goes through shield's middleware, whose CSP guard
 *   writes the sources chosen here (the back office's, or the storefront's for the client serving the host:
 *   only its pages need the client looked up).
 */
export default class BrowserProtectionsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const url = request.url()
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (overHttps(request)) response.header('Strict-Transport-Security', HSTS)

    if (isApi(url)) {
      response.header('Content-Security-Policy', API_POLICY)
      response.header('X-Frame-Options', 'DENY')
      response.header('X-Content-Type-Options', 'nosniff')
      await next()
    } else {
      const storefrontPage = !isAdmin(url) && (!ASSET.test(url) || /\.html?$/i.test(url))
      const sources = storefrontPage ? await storefrontSourcesForHost(request.host()) : APP_SOURCES
      useSources(response.response, sources)
      const shield = await ctx.containerResolver.make(ShieldMiddleware)
      await shield.handle(ctx, next)
    }

    if (isApi(url) && /^application\/pdf\b/.test(String(response.getHeader('Content-Type') ?? ''))) {
      const disposition = String(response.getHeader('Content-Disposition') ?? '')
      if (!disposition.startsWith('attachment')) response.header('Content-Security-Policy', INLINE_PDF_POLICY)
    }
  }
}
