import type { Server } from 'node:http'
import type { Server as TlsServer } from 'node:https'
import { settings } from '#config/settings'

/**
 * How long the HTTP server keeps an idle connection open (HTTP_KEEP_ALIVE_SECONDS, 65 by default).
 *
 * Node closes an idle connection when its keep-alive timer fires, and timers run before the event loop reads
 * the sockets: when a process's loop is held (a long synchronous SQLite read, an export's page), a request a
 * client sent on an idle connection during that time is destroyed unread once the timer fired, and the client
 * sees ECONNRESET (the long-run bench saw 11 in 10 minutes with Node's 5 s default). With a window well above a
 * load balancer's idle timeout (60 s is common) the client or the balancer always closes an idle connection
 * first. The headers' timeout must exceed the keep-alive one (Node's rule), or a reused connection is cut.
 */
export function keepIdleConnections(server: Server | TlsServer) {
  server.keepAliveTimeout = settings.httpKeepAliveSeconds * 1000
  server.headersTimeout = server.keepAliveTimeout + 1000
}
