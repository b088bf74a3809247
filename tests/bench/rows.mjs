/*
 * Every database-backed row of the bench table, found through the API of a started product: the request it
 * sends (path, method, headers, body) and its concurrency. The admin (and the workshop operator of the
 * check-in row) signs in once; its token serves the capture and the measured run alike.
 */
import { listRows } from './lists.mjs'
import { productRows } from './products.mjs'
import { buybackRows } from './buybacks.mjs'
import { estimateRows } from './storefront.mjs'
import { checkinRows } from './checkin.mjs'
import { searchRows } from './search.mjs'

export async function signIn(base, email = 'admin@demo-retail.test') {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Reprise-Demo-1' }),
  })
  if (!response.ok) throw new Error(`login answered ${response.status}`)
  return (await response.json()).token
}

/**
 * BENCH_ROWS=users,estimates keeps the rows whose name holds one of those words (quick runs), and the health
 * row, which the p95 ÷ health p95 column divides by.
 */
const wanted = (process.env.BENCH_ROWS ?? '').split(',').filter(Boolean)

export async function benchRows(base) {
  const token = await signIn(base)
  const as = (module) => ({ authorization: `Bearer ${token}`, 'x-module': module })
  const rows = [
    { name: 'GET /api/health (database ping)', path: '/api/health', connections: 50 },
    ...listRows(as),
    ...(await productRows(base, as('tim'))),
    ...buybackRows(as('tim')),
    ...(await checkinRows(base, (email) => signIn(base, email), as('tim'))),
    ...(await estimateRows(base)),
    ...(await searchRows(base)),
  ]
  return wanted.length
    ? rows.filter((row, index) => index === 0 || wanted.some((word) => row.name.includes(word)))
    : rows
}
