/*
 * Back-office buy-back figures: the list with filters on 1M buy-backs at c=20; the CSV export of
 * 100k rows streamed within 15 s with the server's memory flat.
 */
import { treeMemory } from './processes.mjs'

const CONNECTIONS = 20

/**
 * Memory of the server's processes in MB (the primary and each worker that serves requests): resident
 * anonymous memory, leaving out the database file pages SQLite maps in.
 */
const rssMb = (pid) => treeMemory(pid).anon || null

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Streams the export, counting rows, while sampling the server's memory every 100 ms. */
async function exportFigures(base, headers, query, pid) {
  const before = rssMb(pid)
  let peak = before ?? 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0)
  }, 100)
  const started = performance.now()
  const response = await fetch(`${base}/api/buybacks/export?${query}`, { headers })
  let rows = -1
  let bytes = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) rows++
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  return { status: response.status, rows, mb: Math.round(bytes / 1e5) / 10, seconds, before, peak }
}

const PAGE = '_start=0&_end=25&_sort=createdAt&_order=DESC'

/** Rows for run.mjs, with an admin's headers. */
export function buybackRows(headers) {
  const cases = [
    ['GET /api/buybacks (1M, newest first, page of 25)', `/api/buybacks?${PAGE}`],
    ['GET /api/buybacks?statusGroup=completed', `/api/buybacks?${PAGE}&statusGroup=completed`],
    [
      'GET /api/buybacks?status&channel&date range',
      `/api/buybacks?${PAGE}&status=bb_in_transit&channel=web&createdFrom=${day(-180)}&createdTo=${day(0)}`,
    ],
    ['GET /api/buybacks?customer= (name prefix)', `/api/buybacks?${PAGE}&customer=Mart`],
    ['GET /api/buybacks?identificationNumber=', `/api/buybacks?${PAGE}&identificationNumber=0000000000000`],
    ['GET /api/buybacks?pendingProposal=true', `/api/buybacks?${PAGE}&pendingProposal=true`],
  ]
  return cases.map(([name, path]) => ({ name, path, headers, connections: CONNECTIONS }))
}

/** Prints the export's figures: a started product's base URL, an admin's headers, the server's process id. */
export async function printExportFigures(base, headers, pid, engine) {
  // About a tenth of two years of buy-backs: some 100k rows.
  const exported = await exportFigures(base, headers, `createdFrom=${day(-73)}&createdTo=${day(0)}`, pid)
  console.log(
    `${engine}: CSV export ${exported.rows} rows (${exported.mb} MB, status ${exported.status}) in ${exported.seconds.toFixed(1)} s (budget 15 s); server memory ${exported.before} MB before, ${exported.peak} MB at peak`
  )
}
