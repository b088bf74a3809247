/*
 * The mixed load of the long run: storefront visitors going through the tunnel (search,
 * suggestions, diagnostic, estimate, now and then a cart), back-office users reading their lists, a workshop
 * operator checking parcels in (real writes) and an administrator exporting the catalogue and the buy-backs.
 * Each loop runs until the deadline; every request goes through `call`, which hands its kind, time and
 * status (0: no answer) to `record`.
 */
/* global AbortSignal -- Node's own */
import { listRows } from './lists.mjs'
import { buybackRows } from './buybacks.mjs'

const OPERATOR = 'operator@demo-retail.test'
const KEYWORDS = ['iphone 13', 'galaxy s2', 'nova 12', 'ipone 13 128 go', 'pixel 7', 'redmi note']
/** A visitor's token is renewed at most this often: the API a minute to one address. */
const TOKEN_MS = 15_000
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** `call(kind, path, options)`: one request, its body read to the end; answers { status, payload }. */
export function caller(base, record) {
  return async function call(kind, path, { method = 'GET', headers = {}, body, timed = true } = {}) {
    const started = performance.now()
    let status = 0
    let payload = null
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      })
      if ((response.headers.get('content-type') ?? '').includes('json')) payload = await response.json()
      else {
        // A file streamed to its end, held nowhere.
        let bytes = 0
        for await (const chunk of response.body ?? []) bytes += chunk.length
        payload = { bytes }
      }
      status = response.status
    } catch (error) {
      // No answer, or an answer cut short: counted apart, with what the client saw.
      status = 0
      payload = { error: error.cause?.code ?? error.name }
    }
    record(kind, performance.now() - started, status, timed, payload?.error)
    return { status, payload }
  }
}

/** One storefront visitor: a tunnel after another, a cart every fifth. */
async function visitor(call, until, index) {
  let token = null
  let renewed = 0
  for (let tunnel = 0; Date.now() < until; tunnel++) {
    if (!token || Date.now() - renewed > TOKEN_MS) {
      const issued = await call('storefront', '/api/auth/anonymous', { method: 'POST' })
      if (issued.status !== 200) {
        await pause(1000)
        continue
      }
      ;[token, renewed] = [issued.payload.token, Date.now()]
    }
    const headers = { authorization: `Bearer ${token}` }
    const keyword = KEYWORDS[(index + tunnel) % KEYWORDS.length]
    await call(
      'storefront',
      `/api/storefront/products/suggestions?keyword=${encodeURIComponent(keyword.slice(0, 6))}`,
      { headers }
    )
    const found = await call(
      'storefront',
      `/api/storefront/products?keyword=${encodeURIComponent(keyword)}`,
      { headers }
    )
    const product =
      found.payload?.items?.[tunnel % Math.max(1, Math.min(5, found.payload?.items?.length ?? 0))]
    if (!product) continue
    const diagnostic = await call('storefront', `/api/storefront/products/${product.id}/diagnostic`, {
      headers,
    })
    if (diagnostic.status !== 200) continue
    const { questions, product: about } = diagnostic.payload
    const line = {
      productId: product.id,
      answers: questions.map((question) => question.answers[0].id),
      ...(about.isCollectingImei ? { imei: `${about.tacCodes[0] ?? '35000000'}12345678` } : {}),
    }
    const estimate = await call('storefront', '/api/estimates', { method: 'POST', headers, body: line })
    if (estimate.status !== 200 || tunnel % 5 !== 4) continue
    await checkout(call, headers, line, estimate.payload, `${index}-${tunnel}`)
  }
}

/** The cart of one estimate, by post and bank transfer when offered (else the first mode of each). */
async function checkout(call, headers, line, estimate, key) {
  const transport =
    estimate.transportModes?.find((mode) => mode.deposit === 'post') ?? estimate.transportModes?.[0]
  const payment =
    transport?.paymentModes?.find((mode) => mode.type === 'bank_transfer') ?? transport?.paymentModes?.[0]
  if (!payment) return
  await call('storefront', '/api/carts', {
    method: 'POST',
    headers,
    body: {
      idempotencyKey: `long-run-${Date.now()}-${key}`,
      termsAccepted: true,
      buybacks: [{ ...line, transportModeId: transport.id, paymentModeId: payment.id }],
      customer: {
        firstname: 'Camille',
        lastname: `Longrun ${key}`,
        email: `long-run-${key}@example.test`,
        street: '1 rue de la Paix',
        zipCode: '75002',
        city: 'Paris',
        phone: '0612345678',
        country: 'FR',
        iban: 'FR7630006000011234567890189',
      },
    },
  })
}

/** One back-office user: the lists of the bench rows, one after another. */
async function reader(call, until, rows, index) {
  for (let read = index; Date.now() < until; read++) {
    const row = rows[read % rows.length]
    await call('lists', row.path, { headers: row.headers })
  }
}

/**
 * Parcels in transit to the operator's workshop, oldest first, as the administrator lists them and the
 * operator looks them up: the bench's own finding, not recorded (an operator scans the parcels on its desk,
 * never those of another workshop). `skip` is the count of the others, which stay in the list.
 */
async function parcelsOf(base, admin, operator, skip) {
  const page = `_start=${skip}&_end=${skip + 50}&_sort=createdAt&_order=ASC&statusGroup=in_transit`
  const ours = []
  let others = 0
  try {
    const listed = await fetch(`${base}/api/buybacks?${page}`, { headers: admin })
    if (!listed.ok) return { ours, others, failed: true }
    for (const { identificationNumber } of await listed.json()) {
      const seen = await fetch(`${base}/api/warehouse/checkins/${identificationNumber}`, {
        headers: operator,
      })
      await seen.arrayBuffer()
      if (seen.ok) ours.push(identificationNumber)
      else others++
    }
  } catch {
    // The recorded requests count what the server failed to answer; the finding tries again.
    return { ours, others, failed: true }
  }
  return { ours, others }
}

/** The workshop operator: each parcel scanned (what it would check in), then checked in. */
async function checkins(base, call, until, { admin, operator }, done) {
  let skip = 0
  while (Date.now() < until) {
    const { ours, others, failed } = await parcelsOf(base, admin, operator, skip)
    if (failed) {
      await pause(1000)
      continue
    }
    skip += others
    // Nothing left, or nothing that could be checked in (a page that would come back the same): it stops.
    if (!ours.length && !others) return
    let checkedIn = 0
    for (const number of ours) {
      if (Date.now() >= until) return
      await call('check-ins', `/api/warehouse/checkins/${number}`, { headers: operator })
      const answer = await call('check-ins', '/api/warehouse/checkins', {
        method: 'POST',
        headers: operator,
        body: { code: number },
      })
      if (answer.status !== 201) continue
      done('checkins')
      checkedIn++
    }
    if (ours.length && !checkedIn) return
  }
}

/** The administrator: a catalogue export job followed to its file, then a month of buy-backs in CSV. */
async function exports(call, until, admin, done) {
  for (let round = 0; Date.now() < until; round++) {
    const path = round % 2 ? '/api/categories/exports' : '/api/products/exports'
    const queued = await call('exports', path, { method: 'POST', headers: admin })
    let job = queued.payload
    // Followed for two minutes at most: the buy-backs' export comes next even when the job is slow.
    const given = Math.min(until, Date.now() + 120_000)
    while (
      queued.status === 202 &&
      job &&
      !['success', 'failed'].includes(job.status) &&
      Date.now() < given
    ) {
      await pause(1000)
      job = (await call('exports', `${path}/${queued.payload.id}`, { headers: admin })).payload
    }
    if (job?.status === 'success') {
      await call('exports', `${path}/${job.id}/file`, { headers: admin, timed: false })
      done('exports')
    }
    if (Date.now() >= until) return
    const month = `createdFrom=${day(-30)}&createdTo=${day(0)}`
    const csv = await call('exports', `/api/buybacks/export?${month}`, { headers: admin, timed: false })
    if (csv.status === 200) done('exports')
    await pause(5000)
  }
}

/** Runs the whole mix against a started product until `until` (a Date.now() value). */
export async function mixedLoad(base, call, { signIn, until, done, visitors = 4, readers = 4 }) {
  const adminToken = await signIn(base)
  const as = (module) => ({ authorization: `Bearer ${adminToken}`, 'x-module': module })
  const operator = { authorization: `Bearer ${await signIn(base, OPERATOR)}`, 'x-module': 'rps' }
  const rows = [...listRows(as), ...buybackRows(as('tim'))]
  await Promise.all([
    ...Array.from({ length: visitors }, (_, index) => visitor(call, until, index)),
    ...Array.from({ length: readers }, (_, index) => reader(call, until, rows, index * 3)),
    checkins(base, call, until, { admin: as('tim'), operator }, done),
    exports(call, until, as('tim'), done),
  ])
}
