/*
|--------------------------------------------------------------------------
| Test runner entrypoint
|--------------------------------------------------------------------------
*/
process.env.NODE_ENV = 'test'
// The functional suites start the HTTP server on their own port, away from a running product.
process.env.HOST = '127.0.0.1'
process.env.PORT = process.env.TEST_PORT ?? '3335'
// The limiter's database store for MySQL (rate-limiter-flexible) sends its own BEGIN/COMMIT on the
// connection it is given: inside a test's global transaction that would commit the test's writes. Tests
// count attempts in memory; the product keeps the database store (LIMITER_STORE).
process.env.LIMITER_STORE ??= 'memory'
// Every test's visitor comes from 127.0.0.1: a fast run asks more than 60 visitor tokens a minute.
process.env.ANONYMOUS_TOKENS_PER_MINUTE ??= '10000'
// The tests' peers (buyers, providers, the OpenID provider) are servers on loopback, which the outbound
// guard refuses (services/outbound/guard.ts): the suite allows that one address. The tests of the refusals
// take the allowance away while they run (tests/helpers/outbound.ts).
process.env.OUTBOUND_ALLOWED_HOSTS ??= '127.0.0.1'
// /metrics is on, as a monitored install runs (tests/functional/observability/metrics.spec.ts).
process.env.METRICS_TOKEN ??= 'test-metrics-token'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { ensureAppKey } from './bootstrap_env.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

ensureAppKey()
new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
