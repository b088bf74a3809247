import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Every request gets an id that its answer carries (X-Request-Id), its log lines (AdonisJS' request logger
 * reads `request.id()`, which reads this header) and its error body (`requestId`): a person quotes it, and
 * support finds the lines. A load balancer's X-Request-Id is kept only when the request comes from a proxy
 * the application trusts (`trustProxy` of config/app.ts, as AdonisJS decides for X-Forwarded-For), so a
 * client cannot choose an id that would mix its lines with someone else's.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/** What an id sent by a proxy may look like: short, printable, nothing a log reader would misread. */
const SENT_ID = /^[\w.:@/+=-]{1,128}$/

export type TrustProxy = (address: string, hop: number) => boolean

export function requestIdOf(req: IncomingMessage, trustProxy: TrustProxy) {
  const sent = req.headers[REQUEST_ID_HEADER]
  if (typeof sent === 'string' && SENT_ID.test(sent) && trustProxy(req.socket.remoteAddress ?? '', 0)) {
    return sent
  }
  return randomUUID()
}

/** Gives the request its id, before AdonisJS reads it, and puts it on the answer. */
export function tagRequest(req: IncomingMessage, res: ServerResponse, trustProxy: TrustProxy) {
  const id = requestIdOf(req, trustProxy)
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader('X-Request-Id', id)
  return id
}
