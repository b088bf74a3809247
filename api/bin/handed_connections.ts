/*
|--------------------------------------------------------------------------
| HTTP server of a worker fed by `npm start`'s primary process
|--------------------------------------------------------------------------
| The primary accepts the connections and hands each one to the worker holding the fewest (bin/start.js).
| A worker therefore starts the application as Ignitor's HTTP process does, without listening itself:
| it serves the sockets it is sent, says when each closes, and says when it is ready for more.
*/
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { Ignitor } from '@adonisjs/core'
import { HANDOFF } from './handoff.js'

function close(server: Server) {
  return new Promise<void>((resolve) => server.close(() => resolve()))
}

export async function serveHandedConnections(ignitor: Ignitor) {
  const app = ignitor.createApp('web')
  await app.init()
  await app.boot()
  await app.start(async () => {
    const server = await app.container.make('server')
    await server.boot()
    const httpServer = createServer(server.handle.bind(server))
    server.setNodeServer(httpServer)

    const serve = (message: unknown, socket?: Socket) => {
      if (message !== HANDOFF.connection || !socket) return
      socket.once('close', () => process.connected && process.send?.(HANDOFF.closed))
      httpServer.emit('connection', socket)
      socket.resume()
    }
    process.on('message', serve)
    // The channel to the primary keeps a worker alive: close it once the requests under way are answered,
    // so that the process ends when the application has shut down.
    app.terminating(async () => {
      process.off('message', serve)
      httpServer.closeIdleConnections()
      await close(httpServer)
      if (process.connected) process.disconnect()
    })
    const logger = await app.container.make('logger')
    logger.info('HTTP worker %s ready', process.pid)
    process.send?.(HANDOFF.ready)
  })
}
