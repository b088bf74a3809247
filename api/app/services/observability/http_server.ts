import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { Span } from '@opentelemetry/api'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { keepIdleConnections } from '#services/http_keep_alive'
import { tagRequest, type TrustProxy } from '#services/observability/request_id'
import { tracing } from '#services/observability/tracing'

/**
 * The API's Node server (bin/server.ts, and the tests' server): idle connections kept for
 * HTTP_KEEP_ALIVE_SECONDS, each request given its id before AdonisJS handles it, and, when tracing is on,
 * a server span around it whose context the request's statements and outbound calls are made in.
 */
const spans = new WeakMap<IncomingMessage, Span>()

export function createApiServer(handler: RequestListener) {
  const trustProxy = app.config.get<TrustProxy>('app.http.trustProxy')
  const traced = tracing()
  const server = createServer(
    traced
      ? (req, res) => {
          tagRequest(req, res, trustProxy)
          return inSpan(traced, req, res, handler)
        }
      : (req, res) => {
          tagRequest(req, res, trustProxy)
          return handler(req, res)
        }
  )
  keepIdleConnections(server)
  return server
}

function inSpan(
  { tracer, api }: NonNullable<ReturnType<typeof tracing>>,
  req: IncomingMessage,
  res: ServerResponse,
  handler: RequestListener
) {
  const parent = api.propagation.extract(api.ROOT_CONTEXT, req.headers)
  const span = tracer.startSpan(
    req.method ?? 'GET',
    {
      kind: api.SpanKind.SERVER,
      attributes: {
        'http.request.method': req.method ?? 'GET',
        'url.path': (req.url ?? '/').split('?')[0],
        'http.request.id': String(req.headers['x-request-id']),
      },
    },
    parent
  )
  spans.set(req, span)
  return api.context.with(api.trace.setSpan(parent, span), () => handler(req, res))
}

/** Ends the request's span once answered (start/observability.ts), named after its route pattern. */
export function endRequestSpan(ctx: HttpContext) {
  const span = spans.get(ctx.request.request)
  if (!span) return
  const status = ctx.response.response.statusCode
  const route = ctx.route?.pattern
  if (route) {
    span.updateName(`${ctx.request.request.method} ${route}`)
    span.setAttribute('http.route', route)
  }
  span.setAttribute('http.response.status_code', status)
  if (status >= 500) span.setStatus({ code: 2 })
  span.end()
}
