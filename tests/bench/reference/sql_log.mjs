/*
 * Loaded with `node --import` into a server (the product or its reference) to write every statement it sends
 * to the database, with its bindings, as one JSON line per statement in the file BENCH_SQL_LOG. The bench's
 * SQL check (sql_check.mjs) compares what an endpoint runs with what its reference runs. Never loaded into a
 * server being measured.
 */
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const file = process.env.BENCH_SQL_LOG
const require = createRequire(new URL('../../../api/package.json', import.meta.url))

function log(sql, bindings) {
  appendFileSync(file, `${JSON.stringify({ pid: process.pid, sql, bindings: bindings ?? [] })}\n`)
}

function wrap(prototype, name, statementOf) {
  const original = prototype[name]
  prototype[name] = function (...args) {
    log(...statementOf(this, args))
    return original.apply(this, args)
  }
}

if (file) {
  // better-sqlite3 prepares once and runs many times (the product caches statements): log at each run.
  const Database = require('better-sqlite3')
  const probe = new Database(':memory:')
  const statement = Object.getPrototypeOf(probe.prepare('select 1'))
  probe.close()
  const bindingsOf = (args) => (args.length === 1 && Array.isArray(args[0]) ? args[0] : args)
  for (const name of ['all', 'get', 'run', 'iterate']) {
    wrap(statement, name, (self, args) => [self.source, bindingsOf(args)])
  }

  // mysql2: a pool's query comes down to its connection's query with a Query command.
  const connection = Object.getPrototypeOf(require('mysql2').Connection.prototype)
  wrap(connection, 'query', (_self, [sql, values]) =>
    typeof sql === 'string' ? [sql, values] : [sql.sql, sql.values ?? values]
  )
}
