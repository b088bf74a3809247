/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { RequestListener, Server } from 'node:http'
import { ensureAppKey } from './bootstrap_env.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** The API's Node server (services/observability/http_server.ts), loaded once the settings are. */
let createApiServer: (handler: RequestListener) => Server

ensureAppKey()
const ignitor = new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
  app.booting(async () => {
    await import('#start/env')
    ;({ createApiServer } = await import('#services/observability/http_server'))
  })
  // Once the application has terminated (HTTP server, jobs, scheduler, database closed), the process ends:
  // a library's own timer must not keep it up (one did after a large import, and `npm run bench` waited).
  app.listen('SIGTERM', async () => {
    await app.terminate()
    process.exit(process.exitCode ?? 0)
  })
  app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  // A worker of `npm start` is kept alive by its channel to the primary: close it on the way out.
  app.terminating(() => {
    if (process.connected) process.disconnect()
  })
  // The HTTP server's own terminating hook (the ignitor's, run after this one) stops listening and waits
  // for the connections to end: idle keep-alive ones are closed as soon as they idle, and the requests in
  // flight get the grace (SHUTDOWN_GRACE_SECONDS), past which their connections are closed.
  app.terminating(async () => {
    const { settings } = await import('#config/settings')
    const server = (await app.container.make('server')).getNodeServer()
    if (!server) return
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const bound = setTimeout(() => server.closeAllConnections(), settings.shutdownGraceSeconds * 1000)
    for (const timer of [idle, bound]) timer.unref()
    server.once('close', () => {
      clearInterval(idle)
      clearTimeout(bound)
    })
  })
})

ignitor
  .httpServer()
  .start((handler) => createApiServer(handler))
  .catch(async (error) => {
    // A server that cannot start (a taken port, a bad setting) ends, so that `npm start` can say so.
    await prettyPrintError(error)
    process.exit(1)
  })
