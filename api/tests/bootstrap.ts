import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { createServer } from 'node:http'
import { keepIdleConnections } from '#services/http_keep_alive'
import { ensureDatabaseExists } from '#services/database_bootstrap'
import { seedDemoOnce } from '#tests/helpers/demo'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

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
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    // The server as bin/server.ts sets it up: idle connections kept for HTTP_KEEP_ALIVE_SECONDS.
    return suite.setup(() =>
      testUtils.httpServer().start((handler) => {
        const server = createServer(handler)
        keepIdleConnections(server)
        return server
      })
    )
  }
}
