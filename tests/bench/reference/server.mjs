/*
 * The bare reference of a bench row: a Node HTTP server with as many processes as the product, which runs
 * the statements the endpoint ran (captured by capture.mjs, the caller's token lookup included) in the same
 * order through the driver alone, then answers the JSON the endpoint answered, serialised per request.
 * What the product spends beyond it is the framework's and the application's share.
 *
 * GET /<row index> (or POST with a body, read before answering); GET /ready once the database is open.
 */
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import http from 'node:http'

const processes = Number(process.env.BENCH_PROCESSES ?? 1)

async function serve() {
  const { open } = await import(`./${process.env.DB_CONNECTION}.mjs`)
  const db = open()
  const rows = JSON.parse(readFileSync(process.env.BENCH_CAPTURED, 'utf8')).map((row) => ({
    ...row,
    answer: JSON.parse(row.body),
  }))

  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', async () => {
      if (request.url === '/ready') return response.end('ok')
      const row = rows[Number(request.url.slice(1))]
      if (!row) return response.writeHead(404).end()
      if (chunks.length) JSON.parse(chunks.join(''))
      try {
        for (const { sql, bindings } of row.statements) await db.query(sql, bindings)
      } catch (error) {
        console.error(error.message)
        return response.writeHead(500).end()
      }
      const headers = { 'content-type': 'application/json; charset=utf-8' }
      if (row.totalCount !== null) headers['x-total-count'] = row.totalCount
      response.writeHead(row.status, headers).end(JSON.stringify(row.answer))
    })
  })
  server.listen(Number(process.env.PORT), '127.0.0.1')
}

if (cluster.isPrimary && processes > 1) {
  for (let index = 0; index < processes; index++) cluster.fork()
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM')
    process.exit(0)
  })
} else {
  await serve()
}
