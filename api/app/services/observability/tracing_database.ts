import type { Span } from '@opentelemetry/api'
import { tracing } from '#services/observability/tracing'

/**
 * One span per SQL statement, from knex's own events on each Lucid connection (no patching of knex): a
 * statement starts its span in the context of the code that runs it (the request's span), and its answer
 * or error ends it.
 */
interface QueryEvent {
  __knexQueryUid: string
  sql: string
  method?: string
}
interface KnexEvents {
  on(event: string, listener: (...args: any[]) => void): unknown
}

export function traceStatements(client: KnexEvents, system: string) {
  const traced = tracing()
  if (!traced) return
  const { tracer, api } = traced
  const open = new Map<string, Span>()
  client.on('query', (query: QueryEvent) => {
    const span = tracer.startSpan(`${system} ${query.method ?? 'query'}`, {
      kind: api.SpanKind.CLIENT,
      attributes: { 'db.system.name': system, 'db.query.text': query.sql },
    })
    open.set(query.__knexQueryUid, span)
  })
  const end = (query: QueryEvent, error?: Error) => {
    const span = open.get(query.__knexQueryUid)
    if (!span) return
    open.delete(query.__knexQueryUid)
    if (error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: error.message })
    span.end()
  }
  client.on('query-response', (_response: unknown, query: QueryEvent) => end(query))
  client.on('query-error', (error: Error, query: QueryEvent) => end(query, error))
}
