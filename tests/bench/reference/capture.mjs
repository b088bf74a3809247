/*
 * What each bench row's endpoint really runs: the product started once more as a single process with
 * sql_log.mjs loaded, each row's request sent twice, and the statements of the second (steady state: caches
 * filled, setups built) kept with the endpoint's status, total and JSON. The reference server replays them.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { root, startProduct } from '../servers.mjs'

const hook = fileURLToPath(new URL('./sql_log.mjs', import.meta.url))

/** The job queue's polling runs beside the requests in every API process: not a row's work. */
const background = (sql) => /^(BEGIN|COMMIT|ROLLBACK)\b/i.test(sql) || /[`"\s]jobs[`"\s]/.test(sql)

function statementsSince(logFile, offset) {
  return readFileSync(logFile)
    .subarray(offset)
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((statement) => !background(statement.sql))
    .map(({ sql, bindings }) => ({ sql, bindings }))
}

async function captureRow(base, logFile, row) {
  const send = () =>
    fetch(`${base}${row.path}`, { method: row.method ?? 'GET', headers: row.headers, body: row.body })
  await (await send()).arrayBuffer()
  const offset = statSync(logFile).size
  const response = await send()
  const body = await response.text()
  if (!response.ok) throw new Error(`${row.name}: ${response.status} ${body.slice(0, 200)}`)
  return {
    name: row.name,
    statements: statementsSince(logFile, offset),
    status: response.status,
    totalCount: response.headers.get('x-total-count'),
    body,
  }
}

/**
 * Starts the product with the statement log, lets `discover` find the rows (it gets the product's base URL),
 * captures each and writes them for the reference server; answers the rows and the captured file.
 */
export async function captureRows(engine, port, discover) {
  const logFile = `${root}api/tmp/bench-${engine}-statements.jsonl`
  const capturedFile = `${root}api/tmp/bench-${engine}-captured.json`
  rmSync(logFile, { force: true })
  // No worker: a job taken during a row's capture (the demo's queued payment) put its statements in that
  // row, and the reference replayed its job_effects insert, refused after the first time.
  const product = await startProduct(engine, port, {
    WEB_CONCURRENCY: '1',
    JOBS_WORKER: 'false',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`,
    BENCH_SQL_LOG: logFile,
  })
  try {
    const rows = await discover(product.base)
    const captured = []
    for (const row of rows) captured.push(await captureRow(product.base, logFile, row))
    writeFileSync(capturedFile, JSON.stringify(captured))
    return { rows, captured, capturedFile }
  } finally {
    await product.stop()
  }
}
