/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { ensureAppKey } from './bootstrap_env.js'
import { HANDOFF } from './handoff.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

ensureAppKey()
const ignitor = new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
  app.booting(async () => {
    await import('#start/env')
  })
  app.listen('SIGTERM', () => app.terminate())
  app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
})

// A worker of `npm start` serves the connections its primary hands it; otherwise the server listens.
const started =
  process.env[HANDOFF.env] === '1'
    ? import('./handed_connections.js').then(({ serveHandedConnections }) => serveHandedConnections(ignitor))
    : ignitor.httpServer().start()
started.catch((error) => {
  process.exitCode = 1
  prettyPrintError(error)
})
