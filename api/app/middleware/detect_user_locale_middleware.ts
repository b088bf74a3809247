import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'

const MAX_REMEMBERED = 200

/**
 * Picks the language of the request from Accept-Language (fr by default) and makes VineJS messages use it.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  /**
   * The locale of each Accept-Language value seen, worked out once (parsing and matching the
   * header was a twentieth of a health check's time); browsers send a handful of values. Emptied when full,
   * so that a client sending a new value each time cannot make it grow.
   */
  #localeOf = new Map<string, string>()

  protected getRequestLocale(ctx: HttpContext) {
    const header = ctx.request.header('accept-language') ?? ''
    let locale = this.#localeOf.get(header)
    if (locale === undefined) {
      const userLanguages = ctx.request.languages()
      locale = i18nManager.getSupportedLocaleFor(userLanguages) || i18nManager.defaultLocale
      if (this.#localeOf.size >= MAX_REMEMBERED) this.#localeOf.clear()
      this.#localeOf.set(header, locale)
    }
    return locale
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = i18nManager.locale(this.getRequestLocale(ctx))
    ctx.response.header('Content-Language', ctx.i18n.locale)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
