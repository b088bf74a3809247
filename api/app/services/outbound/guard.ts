import { promises as dns, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import { settings } from '#config/settings'
import BusinessError from '#exceptions/business_error'
import { isPublicAddress } from '#services/outbound/addresses'
import { tracing, withSpan } from '#services/observability/tracing'

/**
 * The one way out of the platform towards an address somebody configured (a connector's peer, a buyer's
 * estimation API, an organisation's OpenID provider; DESIGN.md §7 "goes only to an allowed public
 * address"). The host is resolved first; when any of its addresses is not public (services/outbound/
 * addresses.ts) the call is refused before any packet leaves, with `OutboundRefused` (the business error
 * `invalid_address`, part 2 §8), so a refused address never tells an open port from a closed one. The
 * connection then goes to the address that was checked, never to the name again (no DNS rebinding).
 * OUTBOUND_ALLOWED_HOSTS (settings.outbound.allowedHosts: host names, addresses, subnets) lets named
 * hosts through all the same: an on-premises peer, the tests' loopback servers.
 *
 * How to call an outside party:
 * - HTTP(S): `guardedFetch(url, init)` instead of `fetch`. Same arguments and `Response`, but redirects are
 *   never followed (`redirect: 'error'` rejects a 3xx, any other value returns it as it is), the request
 *   body is sent in one piece and the answer is not decompressed (send no accept-encoding).
 * - TCP, TLS, SSH (ssh2's Client): `const { address } = await resolveOutbound(host)`, then connect to
 *   `address` (with `servername: host` for TLS).
 * - A library taking an http(s) agent or connect options: `lookup: outboundLookup`. Node skips `lookup`
 *   for a host that is already an IP address: call `resolveOutbound(host)` first in that case.
 * - Telling the refusal apart (a connection test's outcome): `isOutboundRefusal(error)`, which also looks
 *   through the `cause` of the errors libraries wrap it in (openid-client).
 */
export { isPublicAddress }

export class OutboundRefused extends BusinessError {
  constructor() {
    super('invalid_address', 422)
  }
}

/** Whether this error is the guard's refusal, or wraps it (a library's error with the refusal as cause). */
export function isOutboundRefusal(error: unknown) {
  let current = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof OutboundRefused) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** A host as URLs and settings write it, compared as resolvers see it: `[::1]` → `::1`, `Example.COM.` → `example.com`. */
const hostName = (host: string) => host.trim().toLowerCase().replace(/[[\]]/g, '').replace(/\.$/, '')

interface Allowance {
  names: Set<string>
  addresses: BlockList
}
let allowanceOf: { source: string; allowance: Allowance } | null = null

/** OUTBOUND_ALLOWED_HOSTS, read at each call (the tests change it while the application runs). */
function allowance(): Allowance {
  const source = settings.outbound.allowedHosts
  if (allowanceOf?.source === source) return allowanceOf.allowance
  const names = new Set<string>()
  const addresses = new BlockList()
  for (const entry of source.split(',').map(hostName).filter(Boolean)) {
    const [network, prefix] = entry.split('/')
    const type = isIP(network) === 6 ? 'ipv6' : 'ipv4'
    try {
      if (!isIP(network)) names.add(entry)
      else if (prefix === undefined) addresses.addAddress(network, type)
      else addresses.addSubnet(network, Number(prefix), type)
    } catch {
      // A subnet with an impossible prefix allows nothing.
    }
  }
  allowanceOf = { source, allowance: { names, addresses } }
  return allowanceOf.allowance
}

/**
 * Whether OUTBOUND_ALLOWED_HOSTS names this host (by name, address or subnet): an operator's own peer, to
 * which a caller may accept what it refuses elsewhere (plain http to an intranet image server).
 */
export function isAllowedHost(host: string) {
  const name = hostName(host)
  const allowed = allowance()
  if (allowed.names.has(name)) return true
  const version = isIP(name)
  if (!version) return false
  try {
    return allowed.addresses.check(name, version === 6 ? 'ipv6' : 'ipv4')
  } catch {
    return false
  }
}

function allowedAddress(allowed: Allowance, { address, family }: LookupAddress) {
  if (isPublicAddress(address)) return true
  try {
    return allowed.addresses.check(address, family === 6 ? 'ipv6' : 'ipv4')
  } catch {
    return false
  }
}

/** `work`, or the signal's reason as soon as it aborts (the resolver itself cannot be stopped). */
function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The address to connect to for `host` (a name or an IP address), once checked: every address the name
 * resolves to must be public or allowed, else `OutboundRefused`. A name that does not resolve rejects
 * with the resolver's error (the peer is unreachable, not refused); `signal` bounds the resolution.
 */
export async function resolveOutbound(host: string, signal?: AbortSignal): Promise<LookupAddress> {
  const name = hostName(host)
  if (!name) throw new OutboundRefused()
  const version = isIP(name)
  const found = version
    ? [{ address: name, family: version }]
    : await abortable(dns.lookup(name, { all: true, verbatim: true }), signal)
  const allowed = allowance()
  if (found.length === 0) throw new OutboundRefused()
  if (!allowed.names.has(name) && !found.every((entry) => allowedAddress(allowed, entry))) {
    throw new OutboundRefused()
  }
  return found[0]
}

type LookupCallback = Parameters<LookupFunction>[2]

const answer = (callback: LookupCallback, all: boolean | undefined, target: LookupAddress) =>
  all ? callback(null, [target]) : callback(null, target.address, target.family)

/** A `lookup` that answers with an address already checked, whatever name it is asked. */
export function pinnedLookup(target: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => answer(callback, options.all, target)
}

/** A `lookup` for http(s) agents and net/tls connect options: resolves and checks (resolveOutbound). */
export const outboundLookup: LookupFunction = (hostname, options, callback) => {
  resolveOutbound(hostname).then(
    (target) => answer(callback, options.all, target),
    (error) => callback(error, '', 0)
  )
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304])

/** `fetch` towards a configured party, through the guard (see the header of this module); a span when traced. */
export function guardedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  if (!tracing()) return fetchThroughGuard(input, init)
  const url = new URL(input)
  const method = (init.method ?? 'GET').toUpperCase()
  return withSpan(
    `${method} ${url.host}`,
    { 'http.request.method': method, 'server.address': url.host },
    (span) =>
      fetchThroughGuard(input, init).then((response) => {
        span?.setAttribute('http.response.status_code', response.status)
        return response
      })
  )
}

async function fetchThroughGuard(input: string | URL, init: RequestInit): Promise<Response> {
  // The Request does what fetch does with the arguments: method, headers, a body of any accepted kind.
  const request = new Request(input, { ...init, redirect: 'manual' })
  const url = new URL(request.url)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused()
  const signal = init.signal ?? undefined
  const target = await resolveOutbound(url.hostname, signal)
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null
  const headers: Record<string, string> = Object.fromEntries(request.headers)
  if (body) headers['content-length'] = String(body.length)
  signal?.throwIfAborted()

  return new Promise<Response>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http
    const outgoing = transport.request(
      url,
      { method: request.method, headers, agent: false, lookup: pinnedLookup(target), signal },
      (incoming) => {
        try {
          const status = incoming.statusCode ?? 0
          if (init.redirect === 'error' && status >= 300 && status < 400) {
            throw new TypeError(`redirect refused (${status})`)
          }
          const answerHeaders = new Headers()
          const raw = incoming.rawHeaders
          for (let index = 0; index + 1 < raw.length; index += 2)
            answerHeaders.append(raw[index], raw[index + 1])
          const empty = request.method === 'HEAD' || NO_BODY.has(status)
          if (empty) incoming.resume()
          const stream = empty ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>)
          const response = new Response(stream, {
            status,
            statusText: incoming.statusMessage,
            headers: answerHeaders,
          })
          Object.defineProperty(response, 'url', { value: url.href })
          resolve(response)
        } catch (error) {
          incoming.destroy()
          reject(error)
        }
      }
    )
    // Aborted by a timeout signal: the signal's reason (a TimeoutError), as fetch rejects.
    outgoing.on('error', (error) => reject(signal?.aborted ? signal.reason : error))
    outgoing.end(body ?? undefined)
  })
}
