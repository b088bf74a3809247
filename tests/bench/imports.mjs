/*
 * Catalogue import figures: 100 000 product lines uploaded through the API, imported by the
 * queue's job (streamed parsing, a transaction per batch), within 60 s and 300 MB of memory. Prints the
 * time from upload to the import's end, the job's own time (started → ended), and the memory of the server
 * process that ran it. No assertion: the budgets are read by people.
 * It runs on a fresh demo database of its own (tmp/bench-imports.sqlite, reprise_bench_imports; another with
 * BENCH_IMPORTS_DATABASE=<name>: tmp/<name>.sqlite and the MariaDB database <name>), after the
 * other rows of `npm run bench`, or alone: BENCH_ENGINES=sqlite BENCH_PORT_BASE=3500 node tests/bench/imports.mjs
 */
/* global FormData, Blob -- Node's own, since Node 18 */
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { processTree } from './processes.mjs'

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000)
/** Another database than the default (MariaDB's name, SQLite's tmp/<name>.sqlite): runs beside another bench. */
const OWN_DATABASE = process.env.BENCH_IMPORTS_DATABASE

/** The largest value of a /proc status field among the server's processes, in MB. */
function largest(pid, field) {
  let kb = 0
  for (const one of processTree(pid)) {
    try {
      const line = readFileSync(`/proc/${one}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))
      kb = Math.max(kb, line ? Number(line[1]) : 0)
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kb / 1024)
}

/**
 * The CPU seconds the server's processes have used (user + system, /proc/<pid>/stat at 100 ticks a
 * second): a figure of the import's own work that a machine busy with other work changes less than time.
 */
function cpuSeconds(pid) {
  let ticks = 0
  for (const one of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${one}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100
}

/** 100 000 new products of the demo's iPhone category, each with an EAN-free line of prices. */
function productCsv(lines) {
  const header =
    'category_identifier;label;brand;modele;reference;tac_codes;status;buyback_price_grade_a;buyback_price_grade_b;buyback_price_grade_c'
  const rows = [header]
  for (let index = 0; index < lines; index++) {
    const price = 100 + (index % 400)
    rows.push(
      `apple-iphone;Bench phone ${index};Benchbrand;Model ${index % 97};REF-${index};35209900;published;${price}.50;${price - 20};${price - 40}`
    )
  }
  return rows.join('\n') + '\n'
}

/** Uploads the file, then polls the import until it ends while sampling the server's memory. */
export async function importFigures(base, headers, pid, lines = LINES) {
  const me = await (await fetch(`${base}/api/auth/me`, { headers })).json()
  const accountId = me.account.id
  const csv = productCsv(lines)
  const body = new FormData()
  body.append('dataType', 'product')
  body.append('strategy', 'create')
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv')
  const before = largest(pid, 'RssAnon')
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, largest(pid, 'RssAnon'))
  }, 100)
  const started = performance.now()
  const cpuBefore = cpuSeconds(pid)
  const response = await fetch(`${base}/api/accounts/${accountId}/imports`, { method: 'POST', headers, body })
  if (!response.ok) throw new Error(`import upload answered ${response.status} ${await response.text()}`)
  const { id } = await response.json()
  let record
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    record = await (await fetch(`${base}/api/accounts/${accountId}/imports/${id}`, { headers })).json()
    if (record.ended_at) break
  }
  const seconds = (performance.now() - started) / 1000
  const cpu = cpuSeconds(pid) - cpuBefore
  clearInterval(sampler)
  const job = (Date.parse(record.ended_at) - Date.parse(record.started_at)) / 1000
  return {
    mb: Math.round(csv.length / 1e5) / 10,
    status: record.status,
    counts: record.report.lines_count,
    seconds,
    job,
    cpu,
    before,
    peak,
    hwm: largest(pid, 'VmHWM'),
  }
}

/**
 * The product started on a database of its own, fresh (the demo data only): the 100 000 products it adds
 * never weigh on the other rows' database, and every run measures the same inserts.
 */
async function freshProduct(engine, port) {
  const { root, startProduct } = await import('./servers.mjs')
  const env = {
    WEB_CONCURRENCY: '1',
    SQLITE_FILE: OWN_DATABASE ? `tmp/${OWN_DATABASE}.sqlite` : 'tmp/bench-imports.sqlite',
    DB_DATABASE: OWN_DATABASE ?? 'reprise_bench_imports',
  }
  if (engine === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${root}api/${env.SQLITE_FILE}${suffix}`, { force: true })
  } else {
    const mysql = await import('mysql2/promise')
    const connection = await mysql.createConnection({
      host: process.env.DB_HOST ?? '127.0.0.1',
      port: Number(process.env.DB_PORT ?? 3306),
      user: process.env.DB_USER ?? 'root',
      password: process.env.DB_PASSWORD ?? '',
    })
    await connection.query(`DROP DATABASE IF EXISTS \`${env.DB_DATABASE}\``)
    await connection.end()
  }
  return startProduct(engine, port, env)
}

export async function printImportFigures(engine, port) {
  const { signIn } = await import('./rows.mjs')
  const product = await freshProduct(engine, port)
  try {
    const headers = { authorization: `Bearer ${await signIn(product.base)}`, 'x-module': 'tim' }
    const figures = await importFigures(product.base, headers, product.pid)
    console.log(
      `${engine}: catalogue import of ${LINES} product lines (${figures.mb} MB, ${figures.status}, ${figures.counts.inserted} inserted, ${figures.counts.ignored} ignored) in ${figures.seconds.toFixed(1)} s from upload, job ${figures.job.toFixed(1)} s (budget 60 s), server CPU ${figures.cpu.toFixed(1)} s; server process ${figures.before} MB before, ${figures.peak} MB at peak (anonymous RSS), peak RSS ${figures.hwm} MB (budget 300 MB)`
    )
  } finally {
    await product.stop()
  }
}

// Standalone: BENCH_ENGINES=sqlite BENCH_PORT_BASE=3500 node tests/bench/imports.mjs
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT_BASE ?? 3390) + 5
  for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite').split(','))
    await printImportFigures(engine, port)
}
