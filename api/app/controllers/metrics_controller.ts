import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { settings } from '#config/settings'
import { metricsEnabled, registry } from '#services/observability/metrics'
import { clusterMetricsText } from '#services/observability/cluster_metrics'

/** Compares two secrets in a time that says nothing about where they differ. */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export default class MetricsController {
  /**
   * Prometheus' text format, summed over the processes, for the holder of METRICS_TOKEN; without the
   * setting, there is nothing here (404), as for any other unknown address.
   */
  async handle({ request, response }: HttpContext) {
    if (!metricsEnabled()) throw new BusinessError('not_found', 404)
    const given = /^Bearer (.+)$/.exec(request.header('authorization') ?? '')?.[1] ?? ''
    if (!sameSecret(given, settings.metricsToken)) throw new BusinessError('unauthenticated', 401)
    // A process still starting, or too busy to give its figures in time: 503, scraped again next round.
    const text = await clusterMetricsText().catch(() => null)
    if (text === null) {
      response.header('Retry-After', '10')
      throw new BusinessError('service_unavailable', 503)
    }
    response.header('Content-Type', registry.contentType)
    response.header('Cache-Control', 'no-store')
    return response.send(text)
  }
}
