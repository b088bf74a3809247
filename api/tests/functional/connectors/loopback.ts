import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import logger from '@adonisjs/core/services/logger'

/**
 * A real HTTP server on loopback standing in for a provider or a buyer (DESIGN.md §7: real peers, never
 * mocks of our own code). It records the requests it received.
 */
export async function loopbackServer(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void
) {
  const received: { method: string; url: string; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, body })
      handle(request, body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on: a server opened then closed at once. */
export async function closedPortUrl() {
  const server = await loopbackServer((_request, _body, response) => response.end())
  await server.close()
  return server.url
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'
const LEVELS: Level[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal']

/** Everything written through the application logger while `work` runs, as text. */
export async function loggedDuring(work: () => Promise<void>) {
  const lines: string[] = []
  const originals = LEVELS.map((level) => [level, logger[level]] as const)
  for (const [level, original] of originals) {
    ;(logger as any)[level] = (...args: unknown[]) => {
      lines.push(JSON.stringify(args, (_key, value) => (value instanceof Error ? value.message : value)))
      return (original as (...a: unknown[]) => void).apply(logger, args)
    }
  }
  try {
    await work()
  } finally {
    for (const [level, original] of originals) (logger as any)[level] = original
  }
  return lines.join('\n')
}
