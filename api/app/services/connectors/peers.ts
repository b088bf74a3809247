import { connect } from 'node:net'
import { settings } from '#config/settings'
import { isAllowedEndpoint } from '#services/connectors/endpoints'

/**
 * What a connection test found. `reason` is a key of `connectors.test.*` (resources/lang): the answer
 * names the peer's address and status, never a credential.
 */
export interface PeerCheck {
  ok: boolean
  reason: 'sandbox' | 'answered' | 'server_error' | 'timeout' | 'unreachable' | 'invalid_address'
  status?: number
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/**
 * An HTTP(S) peer is reachable when it answers a HEAD within the timeout, whatever a HEAD without
 * credentials gets (401, 404 and 405 are answers); a 5xx is a peer that is down.
 */
export async function checkHttpPeer(address: string | null | undefined): Promise<PeerCheck> {
  if (!isAllowedEndpoint(address)) return { ok: false, reason: 'invalid_address' }
  try {
    const response = await fetch(address, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.connectors.testTimeoutMs),
    })
    await response.body?.cancel()
    if (response.status >= 500) return { ok: false, reason: 'server_error', status: response.status }
    return { ok: true, reason: 'answered', status: response.status }
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? 'timeout' : 'unreachable' }
  }
}

/** A peer without HTTP (an SFTP server): it accepts a TCP connection within the timeout. */
export function checkTcpPeer(host: string | null | undefined, port: number): Promise<PeerCheck> {
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
    return Promise.resolve({ ok: false, reason: 'invalid_address' })
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (check: PeerCheck) => {
      socket.destroy()
      resolve(check)
    }
    socket.setTimeout(settings.connectors.testTimeoutMs, () => done({ ok: false, reason: 'timeout' }))
    socket.once('connect', () => done({ ok: true, reason: 'answered' }))
    socket.once('error', () => done({ ok: false, reason: 'unreachable' }))
  })
}
