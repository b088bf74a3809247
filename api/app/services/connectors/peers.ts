import { connect } from 'node:net'
import { settings } from '#config/settings'
import { isAllowedEndpoint } from '#services/connectors/endpoints'
import { guardedFetch, isOutboundRefusal, resolveOutbound } from '#services/outbound/guard'

/**
 * What a connection test found. `reason` is a key of `connectors.test.*` (resources/lang): the answer
 * names the peer's address and status, never a credential.
 */
export interface PeerCheck {
  ok: boolean
  reason:
    | 'sandbox'
    | 'answered'
    | 'server_error'
    | 'timeout'
    | 'unreachable'
    | 'invalid_address'
    | 'bad_credentials'
    | 'unauthorized'
    | 'refused'
  status?: number
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** Why a peer was not reached: the guard refused its address (nothing was sent), it was slow, or it failed. */
const failure = (error: unknown): PeerCheck => ({
  ok: false,
  reason: isOutboundRefusal(error) ? 'invalid_address' : isTimeout(error) ? 'timeout' : 'unreachable',
})

/**
 * An HTTP(S) peer is reachable when it answers a HEAD within the timeout, whatever a HEAD without
 * credentials gets (401, 404 and 405 are answers); a 5xx is a peer that is down. Only a public address is
 * called (services/outbound/guard.ts): another one is `invalid_address`, whether a port is open there or not.
 */
export async function checkHttpPeer(address: string | null | undefined): Promise<PeerCheck> {
  if (!isAllowedEndpoint(address)) return { ok: false, reason: 'invalid_address' }
  try {
    const response = await guardedFetch(address, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.connectors.testTimeoutMs),
    })
    await response.body?.cancel()
    if (response.status >= 500) return { ok: false, reason: 'server_error', status: response.status }
    return { ok: true, reason: 'answered', status: response.status }
  } catch (error) {
    return failure(error)
  }
}

/**
 * A peer without HTTP (an SFTP server): it accepts a TCP connection within the timeout, on the address the
 * guard checked (a host that is not public is `invalid_address`, without any connection attempt).
 */
export async function checkTcpPeer(host: string | null | undefined, port: number): Promise<PeerCheck> {
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
    return { ok: false, reason: 'invalid_address' }
  }
  let address: string
  try {
    address = (await resolveOutbound(host, AbortSignal.timeout(settings.connectors.testTimeoutMs))).address
  } catch (error) {
    return failure(error)
  }
  return new Promise((resolve) => {
    const socket = connect({ host: address, port })
    const done = (check: PeerCheck) => {
      socket.destroy()
      resolve(check)
    }
    socket.setTimeout(settings.connectors.testTimeoutMs, () => done({ ok: false, reason: 'timeout' }))
    socket.once('connect', () => done({ ok: true, reason: 'answered' }))
    socket.once('error', () => done({ ok: false, reason: 'unreachable' }))
  })
}
