import { assert } from '@japa/assert'
import { ApiResponse, apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createApiServer } from '#services/observability/http_server'
import { ensureDatabaseExists } from '#services/database_bootstrap'
import { seedDemoOnce } from '#tests/helpers/demo'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

/**
 * Every error body carries the request's id (exceptions/handler.ts): `assertBody` on an error checks that it
 * is the answer's X-Request-Id, then compares the rest of the body, which the tests write without it.
 */
ApiResponse.macro('assertBody', function (this: ApiResponse, expected: unknown) {
  const body = this.body()
  if (this.status() < 400 || !body || typeof body !== 'object' || Array.isArray(body)) {
    return this.assert!.deepEqual(body, expected)
  }
  const { requestId, ...rest } = body
  this.assert!.equal(requestId, this.header('x-request-id'), 'the error body carries the request id')
  this.assert!.deepEqual(rest, expected)
})

/**
 * The suite runs on a throwaway database (tmp/test.sqlite, or reprise_test on MySQL) migrated from scratch;
 * the demo data is seeded once as the shared baseline, and each test that writes runs inside a global
 * transaction rolled back afterwards.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => ensureDatabaseExists({ fresh: true }),
    async () => {
      // The database is thrown away before the next run: migrate up, never roll back. No advisory lock: the
      // database is this run's own, and Lucid takes MySQL's GET_LOCK and releases it through the pool, so on
      // another connection now and then ("unable to release database lock"), and by a name other runs on the
      // same server share.
      const ace = await app.container.make('ace')
      const command = await ace.exec('migration:run', ['--force', '--compact-output', '--disable-locks'])
      if (command.exitCode) throw command.error ?? new Error('migrations failed')
    },
    () => seedDemoOnce(),
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // The limiter counts in memory in tests (bin/test.ts), per user or address, and the suites share the demo
  // users and 127.0.0.1: each test starts with no attempt counted, so that the uploads or sign-ins of the
  // tests run in the last minute never hold a later one back.
  const noAttemptsCounted = () => limiter.clear(['memory'])
  suite.onTest((test) => test.setup(noAttemptsCounted))
  suite.onGroup((group) => group.each.setup(noAttemptsCounted))
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    // The server as bin/server.ts makes it: idle connections kept, each request given its id.
    return suite.setup(() => testUtils.httpServer().start((handler) => createApiServer(handler)))
  }
}
