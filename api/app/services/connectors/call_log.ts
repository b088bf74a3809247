import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { changedRows } from '#services/raw_rows'
import { sqlDateTime } from '#services/sql_time'
import { connectorCalls } from '#services/observability/metrics'

/**
 * The call log of a connector configuration (DESIGN.md §7): one line per call to the outside party
 * it configures, with its operation, outcome, duration and error, so that an admin can answer "why was no
 * label made for this package?" on the configuration's page. It is written on the default connection,
 * outside the caller's transaction, so a business transaction that rolls back still leaves its trace.
 *
 * What goes in `operation` and `error` is read by the retailer's admins: never a secret, a token, an IBAN, a
 * card number, a name or an address. Write the operation as a short verb (`create_parcel`, `payout`) and the
 * error as the party's error code or a short technical reason (`http_503`, `timeout`, `invalid_address`).
 */
export type ConnectorCallOutcome = 'ok' | 'refused' | 'error' | 'timeout'

export interface ConnectorCallTarget {
  configurationId: number
  accountId: number
  /** The configuration's connector kind (`sendcloud`, `payment_adapter`, …), for the metrics. */
  connector?: string
}

export interface ConnectorCall extends ConnectorCallTarget {
  operation: string
  outcome: ConnectorCallOutcome
  durationMs: number
  httpStatus?: number | null
  error?: string | null
}

/** How long a call stays in the log. */
export const CONNECTOR_CALL_RETENTION_DAYS = 30

const ERROR_LENGTH = 500

export async function recordConnectorCall(call: ConnectorCall) {
  connectorCalls.labels(call.connector ?? 'other', call.outcome).inc()
  await db
    .insertQuery()
    .table('connector_calls')
    .insert({
      configuration_id: call.configurationId,
      account_id: call.accountId,
      operation: call.operation.slice(0, 64),
      outcome: call.outcome,
      http_status: call.httpStatus ?? null,
      duration_ms: Math.max(0, Math.round(call.durationMs)),
      error: call.error ? call.error.slice(0, ERROR_LENGTH) : null,
      created_at: sqlDateTime(),
    })
}

/** What a logged call answers: its result, and how the log should read it. */
export interface LoggedResult<T> {
  result: T
  outcome?: ConnectorCallOutcome
  httpStatus?: number | null
  error?: string | null
}

/**
 * Runs one call to an outside party and logs it: `ok` unless the call says otherwise; a thrown error is logged
 * (`timeout` for an abort, `error` otherwise, with `describe(error)` as its text) and thrown again.
 */
export async function withCallLog<T>(
  target: ConnectorCallTarget,
  operation: string,
  call: () => Promise<LoggedResult<T>>,
  describe: (error: unknown) => string = describeError
): Promise<T> {
  const started = performance.now()
  try {
    const logged = await call()
    await recordConnectorCall({
      ...target,
      operation,
      outcome: logged.outcome ?? 'ok',
      durationMs: performance.now() - started,
      httpStatus: logged.httpStatus,
      error: logged.error,
    })
    return logged.result
  } catch (error) {
    await recordConnectorCall({
      ...target,
      operation,
      outcome: isTimeout(error) ? 'timeout' : 'error',
      durationMs: performance.now() - started,
      error: describe(error),
    })
    throw error
  }
}

function isTimeout(error: unknown) {
  const name = (error as { name?: string } | null)?.name
  return name === 'TimeoutError' || name === 'AbortError'
}

/** A short, secret-free reason: a business error's code, or the error's kind, never its message. */
function describeError(error: unknown) {
  if (isTimeout(error)) return 'timeout'
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && code) return code
  return (error as { name?: string } | null)?.name ?? 'error'
}

/** The last calls of one configuration, newest first. */
export async function recentConnectorCalls(configurationId: number, limit = 50) {
  const rows = await db
    .from('connector_calls')
    .where('configuration_id', configurationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => ({
    id: Number(row.id),
    at: isoUtc(row.created_at),
    operation: row.operation as string,
    outcome: row.outcome as ConnectorCallOutcome,
    httpStatus: row.http_status === null ? null : Number(row.http_status),
    durationMs: Number(row.duration_ms),
    error: (row.error as string | null) ?? null,
  }))
}

/** A raw datetime column as ISO 8601 in UTC: MySQL's driver gives a Date, SQLite the stored text. */
function isoUtc(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value).toUTC().toISO()
  return DateTime.fromSQL(String(value), { zone: 'utc' }).toISO()
}

/** Deletes the calls older than the retention; answers how many went. */
export async function purgeConnectorCalls(now = DateTime.utc()) {
  const before = sqlDateTime(now.minus({ days: CONNECTOR_CALL_RETENTION_DAYS }))
  return changedRows(await db.from('connector_calls').where('created_at', '<', before).delete())
}
