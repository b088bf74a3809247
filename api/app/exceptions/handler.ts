import i18nManager from '@adonisjs/i18n/services/main'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { TransitionNotAllowed } from '#domain/status_machine'
import { PricingRefusal } from '#domain/pricing'
import { isDatabaseBusy, isDatabaseUnavailable } from '#services/database_errors'
import { limiterRefusals } from '#services/observability/metrics'

/**
 * Every error leaves the API as `{ errors }` (422) or `{ code, message }`, translated, and never with a
 * stack trace, SQL or a path in its body (DESIGN.md §5). Unexpected errors are logged with their details.
 */
const KNOWN: Record<string, { status: number; code: string }> = {
  E_UNAUTHORIZED_ACCESS: { status: 401, code: 'unauthenticated' },
  E_AUTHORIZATION_FAILURE: { status: 403, code: 'forbidden' },
  E_INVALID_CREDENTIALS: { status: 400, code: 'bad_credentials' },
  E_ROUTE_NOT_FOUND: { status: 404, code: 'route_not_found' },
  E_ROW_NOT_FOUND: { status: 404, code: 'not_found' },
  E_TOO_MANY_REQUESTS: { status: 429, code: 'too_many_attempts' },
  E_REQUEST_ENTITY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  E_CANNOT_LOOKUP_ROUTE: { status: 404, code: 'not_found' },
}

/** Every error body carries the request's id (X-Request-Id), which a person quotes to support. */
function answer(ctx: HttpContext, status: number, body: Record<string, unknown>) {
  return ctx.response.status(status).send({ ...body, requestId: ctx.request.id() })
}

/** When a client may try again: a busy database frees its locks within a second, a restart takes longer. */
const RETRY_BUSY_SECONDS = 1
const RETRY_UNAVAILABLE_SECONDS = 5

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: any, ctx: HttpContext) {
    const i18n =
      ctx.i18n ?? i18nManager.locale(i18nManager.getSupportedLocaleFor(ctx.request.languages()) ?? 'fr')

    // `errors` is what react-admin puts on the form's fields; `code` and `message` what any other client reads.
    if (error?.code === 'E_VALIDATION_ERROR') {
      return answer(ctx, 422, {
        code: 'validation_failed',
        message: i18n.t('errors.validation_failed'),
        errors: error.messages,
      })
    }

    if (error instanceof BusinessError) {
      for (const [name, value] of Object.entries(error.headers)) ctx.response.header(name, value)
      if (error.status === 429) limiterRefusals.labels(error.code).inc()
      return answer(ctx, error.status, {
        ...error.body,
        code: error.code,
        message: i18n.t(`errors.${error.code}`, error.params),
      })
    }

    if (error instanceof TransitionNotAllowed) {
      return answer(ctx, 409, { code: error.code, message: i18n.t(`errors.${error.code}`) })
    }
    if (error instanceof PricingRefusal) {
      return answer(ctx, 422, { code: error.code, message: i18n.t(`errors.${error.code}`) })
    }

    // The database down, restarting or too busy to take a write in time: 503 and when to try again, not 500.
    const busy = isDatabaseBusy(error)
    if (busy || isDatabaseUnavailable(error)) {
      ctx.response.header('Retry-After', String(busy ? RETRY_BUSY_SECONDS : RETRY_UNAVAILABLE_SECONDS))
      return answer(ctx, 503, { code: 'service_unavailable', message: i18n.t('errors.service_unavailable') })
    }

    const known = KNOWN[error?.code]
    if (known) {
      if (known.status === 429) {
        limiterRefusals.labels(known.code).inc()
        if (error.response?.availableIn)
          ctx.response.header('Retry-After', String(error.response.availableIn))
      }
      return answer(ctx, known.status, { code: known.code, message: i18n.t(`errors.${known.code}`) })
    }

    const status = Number(error?.status) >= 400 && Number(error?.status) < 500 ? Number(error.status) : 500
    const code = status === 500 ? 'server_error' : 'bad_request'
    return answer(ctx, status, { code, message: i18n.t(`errors.${code}`) })
  }

  /** Unexpected errors are logged with the request's logger: the line carries the request's id. */
  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
