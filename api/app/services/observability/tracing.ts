import type { Span, Tracer } from '@opentelemetry/api'

/**
 * Traces (OpenTelemetry, OTLP over HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per HTTP request
 * (services/observability/http_server.ts), per SQL statement (knex's query events, tracing_database.ts) and
 * per outbound call (services/outbound/guard.ts), exported in batches. Unset, nothing of the SDK is loaded:
 * `tracer` stays undefined and every `withSpan` is a plain call.
 */
let tracer: Tracer | undefined
let api: typeof import('@opentelemetry/api') | undefined
let stopping: (() => Promise<void>) | undefined

export function tracing() {
  return tracer && api ? { tracer, api } : undefined
}

export async function startTracing(endpoint: string, serviceName: string) {
  if (!endpoint || tracer) return
  const [otel, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ])
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })
  const provider = new NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  })
  // The W3C trace context (traceparent) is read from requests and the async-hooks context manager carries
  // the request's span to the statements and calls made for it.
  provider.register()
  api = otel
  tracer = otel.trace.getTracer('reprise-api')
  stopping = () => provider.shutdown()
}

/** Sends the spans still buffered (on the way out). */
export async function stopTracing() {
  await stopping?.()
}

/** Runs `work` in a span of its own (child of the current one) when tracing is on; a plain call otherwise. */
export function withSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: (span?: Span) => Promise<T>
): Promise<T> {
  if (!tracer || !api) return work()
  const otel = api
  return tracer.startActiveSpan(name, { kind: otel.SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: otel.SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}
