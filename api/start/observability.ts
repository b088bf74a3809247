/*
|--------------------------------------------------------------------------
| Metrics and traces
|--------------------------------------------------------------------------
| Tracing starts before the server is made and the database connected, when OTEL_EXPORTER_OTLP_ENDPOINT is
| set; the per-request figures are kept when METRICS_TOKEN is set (services/observability/metrics.ts
| `measuringRequests`). Neither set: no listener, no SDK, nothing per request beyond its id
| (services/observability/request_id.ts).
*/
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import client from 'prom-client'
import { settings } from '#config/settings'
import { metricsEnabled } from '#services/observability/metrics'
import { registerGauges } from '#services/observability/metrics_gauges'
import { startTracing, stopTracing, tracing } from '#services/observability/tracing'
import { traceStatements } from '#services/observability/tracing_database'
import { endRequestSpan } from '#services/observability/http_server'

await startTracing(settings.otelEndpoint, settings.otelServiceName)
const traced = tracing() !== undefined
const measured = metricsEnabled()

if (measured) {
  client.collectDefaultMetrics()
  registerGauges()
}

// The per-request figures are taken by the server middleware (start/kernel.ts); a span ends here.
if (traced) emitter.on('http:request_completed', ({ ctx }) => endRequestSpan(ctx))

if (traced) {
  emitter.on('db:connection:connect', (connection) =>
    traceStatements(connection.client as any, connection.dialectName)
  )
  app.terminating(() => stopTracing())
}
