import { settings } from '#config/settings'
import BusinessError from '#exceptions/business_error'
import type ConnectorConfiguration from '#models/connector_configuration'
import { withCallLog, type ConnectorCallTarget } from '#services/connectors/call_log'
import { isAllowedEndpoint } from '#services/connectors/endpoints'
import { clearProperties } from '#presenters/connector'
import { guardedFetch, isOutboundRefusal } from '#services/outbound/guard'

/**
 * The Sendcloud API as the platform calls it, following the public documentation of API v2
 * (https://sendcloud.dev/api/v2, "Parcels", "Labels", "Parcel statuses", "Webhooks", read in November 2026):
 * HTTP Basic authentication with the integration's public and secret keys, JSON answers, and errors as
 * `{ "error": { "code", "request", "message" } }`. Every call goes through the outbound guard and leaves one
 * line in the configuration's call log (its operation and HTTP status, never a key nor an address).
 *
 * A 4xx is Sendcloud (or the carrier behind it) refusing the request: `carrier_refused` with Sendcloud's own
 * message, for the operator to correct the address, the weight or the service. A 5xx, a timeout or a network
 * failure is `carrier_unavailable` (503): a job throws it and the queue retries it with its backoff.
 */
export const SENDCLOUD_DEFAULT_API_URL = 'https://panel.sendcloud.sc/api/v2'

export interface SendcloudSettings {
  target: ConnectorCallTarget
  publicKey: string
  secretKey: string
  baseUrl: string
  senderAddressId: number | null
  defaultShippingMethodId: number | null
  /** circuit id → Sendcloud shipping method id. */
  circuitShippingMethods: Map<number, number>
}

/** "12=8, 14=1031": the shipping method of each circuit; a malformed pair is skipped. */
export function parseCircuitShippingMethods(value: string | null | undefined) {
  const methods = new Map<number, number>()
  for (const pair of (value ?? '').split(/[,;\n]/)) {
    const [circuit, method] = pair.split('=').map((part) => Number(part.trim()))
    if (Number.isInteger(circuit) && Number.isInteger(method) && circuit > 0 && method > 0) {
      methods.set(circuit, method)
    }
  }
  return methods
}

const positiveInteger = (value: string | null | undefined) => {
  const number = Number(value)
  return value && Number.isInteger(number) && number > 0 ? number : null
}

export function sendcloudSettings(configuration: ConnectorConfiguration): SendcloudSettings {
  const properties = clearProperties(configuration)
  return {
    target: {
      configurationId: configuration.id,
      accountId: configuration.accountId,
      connector: configuration.connector,
    },
    publicKey: properties.publicKey ?? '',
    secretKey: properties.secretKey ?? '',
    baseUrl: (properties.apiBaseUrl || SENDCLOUD_DEFAULT_API_URL).replace(/\/+$/, ''),
    senderAddressId: positiveInteger(properties.senderAddressId),
    defaultShippingMethodId: positiveInteger(properties.shippingMethodId),
    circuitShippingMethods: parseCircuitShippingMethods(properties.circuitShippingMethods),
  }
}

export class CarrierUnavailable extends BusinessError {
  constructor(
    public reason: 'server_error' | 'timeout' | 'network' = 'network',
    public httpStatus: number | null = null
  ) {
    super('carrier_unavailable', 503)
  }
}

/** Sendcloud's refusal, its message kept for the operator (bounded, one line). */
export class CarrierRefused extends BusinessError {
  constructor(
    public httpStatus: number,
    reason: string
  ) {
    super('carrier_refused', 422, { reason: reason.replace(/\s+/g, ' ').trim().slice(0, 300) })
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** Sendcloud's error message in its documented shape, or the status when it answered something else. */
function refusalReason(body: unknown, status: number) {
  const error = (body as { error?: unknown } | null)?.error
  const message =
    typeof error === 'string'
      ? error
      : ((error as { message?: unknown } | null)?.message ?? (body as { message?: unknown } | null)?.message)
  return typeof message === 'string' && message.trim() ? message : `HTTP ${status}`
}

export interface SendcloudAnswer {
  status: number
  json: unknown
  bytes: Buffer | null
}

type Attempt = SendcloudAnswer & { failure?: BusinessError }

/**
 * One call: `path` under the configured base URL. `accept` says whether a JSON answer or bytes (a label's
 * PDF) is expected; `allow404` answers a 404 instead of refusing (a lookup that finds nothing).
 */
export async function sendcloudCall(
  config: SendcloudSettings,
  operation: string,
  path: string,
  options: { method?: string; body?: unknown; pdf?: boolean; allow404?: boolean } = {}
): Promise<SendcloudAnswer> {
  const url = `${config.baseUrl}${path}`
  if (!isAllowedEndpoint(url)) throw new BusinessError('invalid_address', 422)
  const auth = Buffer.from(`${config.publicKey}:${config.secretKey}`).toString('base64')
  return withCallLog<Attempt>(
    config.target,
    operation,
    async () => {
      let response: Response
      try {
        response = await guardedFetch(url, {
          method: options.method ?? 'GET',
          headers: {
            authorization: `Basic ${auth}`,
            accept: options.pdf ? 'application/pdf' : 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.connectors.carrierTimeoutMs),
        })
      } catch (error) {
        if (isOutboundRefusal(error) || isTimeout(error)) throw error
        throw new CarrierUnavailable('network')
      }
      const bytes = Buffer.from(await response.arrayBuffer())
      const status = response.status
      let json: unknown = null
      if (!options.pdf || !response.ok) {
        try {
          json = JSON.parse(bytes.toString('utf8'))
        } catch {
          json = null
        }
      }
      if (status >= 500) {
        const failure = new CarrierUnavailable('server_error', status)
        return {
          result: { status, json, bytes: null, failure },
          outcome: 'error',
          httpStatus: status,
          error: `http_${status}`,
        }
      }
      if (status >= 400 && !(status === 404 && options.allow404)) {
        const failure = new CarrierRefused(status, refusalReason(json, status))
        return {
          result: { status, json, bytes: null, failure },
          outcome: 'refused',
          httpStatus: status,
          error: `http_${status}`,
        }
      }
      return {
        result: { status, json, bytes: options.pdf && response.ok ? bytes : null },
        httpStatus: status,
      }
    },
    describeFailure
  ).then(
    ({ failure, ...answer }: Attempt) => {
      if (failure) throw failure
      return answer
    },
    (error) => {
      if (isTimeout(error)) throw new CarrierUnavailable('timeout')
      throw error
    }
  )
}

/** The call log's line for a failure: its kind, never Sendcloud's message (it may quote the address). */
function describeFailure(error: unknown) {
  if (isTimeout(error)) return 'timeout'
  if (isOutboundRefusal(error)) return 'invalid_address'
  if (error instanceof CarrierUnavailable) return error.reason
  return error instanceof BusinessError ? error.code : 'network'
}
