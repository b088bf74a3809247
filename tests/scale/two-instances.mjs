#!/usr/bin/env node
/**
 * Two API instances, one database (README "Running several instances"): two processes of the built
 * API (`node ace build` first when a source is newer than the build) on two ports, over one MariaDB database of this script's own
 * (`reprise_two_instances` on the shared MariaDB, restored from a dump of the migrated demo kept in api/tmp
 * until the migrations or the demo change) and one S3 bucket (s3rver on loopback, in this process), with
 * DRIVE_DISK=s3, LIMITER_STORE=database, one APP_KEY and the job worker on in both. Every request goes to
 * the other instance than the one before.
 * Checks: a visitor's estimate → cart → buy-back; a back-office check-in → verification → payment; a
 * catalogue export asked of one instance, made by whichever worker took it, downloaded from the other; the
 * login limiter counting failures across both; every job run exactly once (one claim, no duplicate tick);
 * no answer ≥ 500. Prints its own "N passed, N failed" line (read by .ci/run).
 *
 * Settings: TWO_INSTANCES_PORTS (default "3397,3398"), DB_HOST / DB_PORT / DB_USER / DB_PASSWORD of the
 * MariaDB to use (default 127.0.0.1:3306, root, no password).
 */
import { Buffer } from 'node:buffer'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiFetch,
  builtApi,
  check,
  children,
  loadMariadbDemo,
  log,
  mariadb,
  mariadbEnv,
  mariadbServer as database,
  requireOfApi,
  runChecks,
  sleep,
  startApi,
  started,
} from './helpers.mjs'

const mysql = requireOfApi('mysql2/promise')
const S3rver = requireOfApi('s3rver')
const { S3Client, CreateBucketCommand } = requireOfApi('@aws-sdk/client-s3')

const DATABASE = 'reprise_two_instances'
const BUCKET = 'reprise-two-instances'
const ports = (process.env.TWO_INSTANCES_PORTS ?? '3397,3398').split(',').map(Number)
const DEMO_PASSWORD = 'Reprise-Demo-1'
const IMEI = '490154203237518'

const workDir = mkdtempSync(join(tmpdir(), 'reprise-two-instances-'))

/** Every answer of both instances, to find any ≥ 500. */
const answers = []
let turn = 0
/** A request to the instance after the last one used (or to `instance` when given). */
async function request(method, path, { token, body, instance, raw = false } = {}) {
  const index = instance ?? turn++ % ports.length
  try {
    const url = `http://127.0.0.1:${ports[index]}${path}`
    const response = await apiFetch(url, method, { token, body, timeoutMs: 20_000 })
    const bytes = Buffer.from(await response.arrayBuffer())
    const text = bytes.toString('utf8')
    const json = !raw && /^[[{]/.test(text) ? JSON.parse(text) : null
    answers.push({ method, path, status: response.status, instance: index })
    return { status: response.status, body: json, bytes, instance: index }
  } catch (error) {
    answers.push({ method, path, status: 0, instance: index })
    return { status: 0, error: String(error?.cause?.code ?? error?.name ?? error), instance: index }
  }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body)?.slice(0, 300)}`)
  return answer.body
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  APP_KEY: randomBytes(24).toString('base64url'),
  ...mariadbEnv(DATABASE),
  LIMITER_STORE: 'database',
  JOBS_WORKER: 'true',
  DRIVE_DISK: 's3',
  S3_BUCKET: BUCKET,
  S3_REGION: 'eu-west-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  LOG_LEVEL: 'fatal',
}

async function startS3() {
  const server = new S3rver({ silent: true, directory: join(workDir, 's3'), address: '127.0.0.1', port: 0 })
  const { port } = await server.run()
  env.S3_ENDPOINT = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'eu-west-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  client.destroy()
  return server
}

async function startInstance(port, command) {
  // A local folder of each instance's own, as on two machines: nothing should ever land in it.
  const local = join(workDir, `local-storage-${port}`)
  return startApi({ env: { ...env, STORAGE_ROOT: local }, port, command, timeoutMs: 180_000 })
}

let sql
const rows = async (query, values = []) => (await sql.query(query, values))[0]

/** Logs in by turns; answers the token. */
async function login(email) {
  return expectStatus(
    await request('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } }),
    200,
    `login ${email}`
  ).token
}

/** Waits until no job is pending or running (the workers of both instances poll every 2 s). */
async function jobsSettled(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const [{ open }] = await rows(
      "select count(*) as open from jobs where status in ('pending', 'running') and run_at <= utc_timestamp()"
    )
    if (Number(open) === 0) return true
    await sleep(500)
  }
  return false
}

async function visitorBuyback() {
  const visitor = expectStatus(await request('POST', '/api/auth/anonymous'), 200, 'anonymous').token
  const [product] = await rows(
    `select p.id, p.tac_codes from products p join categories c on c.id = p.category_id
     where c.identifier = 'apple-iphone' and p.status = 'published' and p.is_collecting_imei = 1
     order by p.label limit 1`
  )
  const diagnostic = expectStatus(
    await request('GET', `/api/storefront/products/${product.id}/diagnostic`, { token: visitor }),
    200,
    'diagnostic'
  )
  const answerIds = diagnostic.questions.map((question) => question.answers[0].id)
  const imei = `${String(product.tac_codes).split(',')[0]}12345678`
  const estimate = expectStatus(
    await request('POST', '/api/estimates', {
      token: visitor,
      body: { productId: product.id, answers: answerIds, imei },
    }),
    200,
    'estimate'
  )
  const transport = estimate.transportModes.find((mode) => mode.deposit === 'post')
  const payment = transport.paymentModes.find((mode) => mode.type === 'bank_transfer')
  const cart = await request('POST', '/api/carts', {
    token: visitor,
    body: {
      idempotencyKey: randomUUID(),
      termsAccepted: true,
      buybacks: [
        {
          productId: product.id,
          answers: answerIds,
          imei,
          transportModeId: transport.id,
          paymentModeId: payment.id,
        },
      ],
      customer: {
        firstname: 'Lucie',
        lastname: 'Martin',
        email: 'lucie.martin@example.com',
        phone: '06 12 34 56 78',
        street: '12 rue des Lilas',
        zipCode: '75011',
        city: 'Paris',
        country: 'FR',
        iban: 'FR7630006000011234567890189',
      },
    },
  })
  const buyback = expectStatus(cart, 201, 'cart').buybacks?.[0]
  const [stored] = await rows('select id, status from buybacks where id = ?', [buyback?.id])
  check(
    "a visitor's estimate, cart and buy-back, each call on the other instance",
    Boolean(stored),
    `buy-back ${buyback?.id} ${stored?.status}`
  )
}

async function checkInVerifyPay() {
  const token = await login('operator@demo-retail.test')
  const [item] = await rows(
    `select i.id, i.identification_number from items i join organizations o on o.id = i.destination_warehouse_id
     where o.external_id = 'DR-WH-LIL' and i.status = 'item_in_transit' order by i.id limit 1`
  )
  expectStatus(
    await request('POST', '/api/warehouse/checkins', { token, body: { code: item.identification_number } }),
    201,
    'check-in'
  )
  const form = expectStatus(
    await request('GET', `/api/items/${item.id}/verification`, { token }),
    200,
    'verification form'
  )
  const productId = form.declaredProduct.id
  const product = expectStatus(
    await request('GET', `/api/items/${item.id}/verification/product?productId=${productId}`, { token }),
    200,
    'verification product'
  )
  const order = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused']
  const best = product.questions.map(
    (question) =>
      [...question.answers].sort(
        (a, b) => order.indexOf(a.gradeCap) - order.indexOf(b.gradeCap) || b.priceImpact - a.priceImpact
      )[0].id
  )
  const preview = expectStatus(
    await request('POST', `/api/items/${item.id}/verification/preview`, {
      token,
      body: { productId, answers: best },
    }),
    200,
    'preview'
  )
  // The buy-back declared what the operator finds (as tests/helpers/verification.ts does): as declared.
  await sql.query(
    'update buybacks set declared_grade = ?, declared_price = ?, declaration = ? where id = ?',
    [
      preview.controlled.grade,
      preview.controlled.price,
      JSON.stringify({
        responses: product.questions.map((question, index) => ({
          questionId: question.id,
          answerId: best[index],
        })),
      }),
      form.buyback.id,
    ]
  )
  const verified = expectStatus(
    await request('POST', `/api/items/${item.id}/verification`, {
      token,
      body: { imei: IMEI, version: form.item.version, productId, answers: best, serialNumber: 'SN-TWO' },
    }),
    201,
    'verification'
  )
  const [payment] = await rows('select id, status from payments where buyback_id = ?', [form.buyback.id])
  // The payment, as the retailer's admin sees it (the operator has no payments screen).
  const admin = await login('admin@demo-retail.test')
  const shown = payment
    ? await request('GET', `/api/payments/${payment.id}`, { token: admin })
    : { status: 0 }
  check(
    'a back-office check-in, verification and payment, each call on the other instance',
    verified.outcome === 'completed' && Boolean(payment) && shown.status === 200,
    `${verified.outcome}, payment ${payment?.status}, shown ${shown.status}`
  )
}

async function exportAcross() {
  const token = await login('admin@demo-retail.test')
  const queued = expectStatus(await request('POST', '/api/products/exports', { token }), 202, 'export')
  const deadline = Date.now() + 30_000
  let job
  while (Date.now() < deadline) {
    ;[job] = await rows('select status, file_key from export_jobs where id = ?', [queued.id])
    if (job?.status === 'success' || job?.status === 'error') break
    await sleep(500)
  }
  // Whichever worker made it, both instances serve the same file: the other one than asked first.
  const asked = answers.at(-1).instance
  const files = []
  for (const offset of [1, 0]) {
    files.push(
      await request('GET', `/api/products/exports/${queued.id}/file`, {
        token,
        instance: (asked + offset) % ports.length,
        raw: true,
      })
    )
  }
  const text = files[0].bytes?.toString('utf8') ?? ''
  check(
    'a catalogue export asked of one instance is downloaded from both (through the bucket)',
    job?.status === 'success' &&
      files.every((file) => file.status === 200) &&
      /^\uFEFF?[^\n]*;/.test(text) &&
      files[0].bytes.equals(files[1].bytes),
    `${job?.status}, ${files.map((file) => file.status).join(' and ')}, ${text.length} characters`
  )
  const filled = ports
    .map((port) => join(workDir, `local-storage-${port}`))
    .filter((local) => existsSync(local) && readdirSync(local).length > 0)
  check('nothing was written to the local storage folder of either instance', filled.length === 0)
}

async function limiterAcross() {
  const email = 'seller@demo-retail.test'
  const statuses = []
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await request('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })
    statuses.push(answer.status)
  }
  const onA = await request('POST', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
    instance: 0,
  })
  const onB = await request('POST', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
    instance: 1,
  })
  check(
    'the login limiter counts failures across both instances: 10 refused, the 11th blocked on either',
    statuses.every((status) => status === 400) && onA.status === 429 && onB.status === 429,
    `${statuses.join(',')} then ${onA.status} and ${onB.status}`
  )
}

async function jobsOnce() {
  // Work for both workers: e-mails asked of the queue by hand, as `node ace jobs:enqueue` does.
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const values = Array.from({ length: 40 }, () => [
    'password_renewal',
    JSON.stringify({ email: 'nobody@example.com' }),
    'pending',
    0,
    5,
    now,
    now,
    now,
  ])
  await sql.query(
    'insert into jobs (type, payload, status, attempts, max_attempts, run_at, created_at, updated_at) values ?',
    [values]
  )
  const settled = await jobsSettled()
  const jobs = await rows('select id, type, status, attempts from jobs where created_at >= ?', [
    new Date(started).toISOString().slice(0, 19).replace('T', ' '),
  ])
  const twice = jobs.filter((job) => job.status === 'done' && Number(job.attempts) !== 1)
  const notDone = jobs.filter((job) => job.status !== 'done')
  check(
    'every job of the run is done, each claimed exactly once across both workers',
    settled && jobs.length >= 40 && twice.length === 0 && notDone.length === 0,
    `${jobs.length} jobs, ${twice.length} claimed more than once, ${notDone.length} not done: ${notDone
      .map((job) => `${job.type} ${job.status}`)
      .join(', ')}`
  )
  const duplicateTicks = await rows(
    'select name, tick_at, count(*) as n from scheduled_ticks group by name, tick_at having count(*) > 1'
  )
  check('no scheduled tick is recorded twice', duplicateTicks.length === 0, `${duplicateTicks.length}`)
}

async function main() {
  const command = await builtApi()
  log(`database ${DATABASE} on ${database.host}:${database.port}`)
  // The demo's pictures stay in the folder of the dump: the scenario reads none of them.
  loadMariadbDemo(DATABASE, env)
  const s3 = await startS3()
  children.add({ kill: () => s3.close().catch(() => {}) })
  log(`s3rver on ${env.S3_ENDPOINT}; starting two built instances on ${ports.join(' and ')}`)
  await Promise.all(ports.map((port) => startInstance(port, command)))
  answers.length = 0
  sql = await mysql.createConnection({ ...database, database: DATABASE, timezone: 'Z' })
  log('both instances answer')

  for (const [name, scenario] of [
    ['visitor', visitorBuyback],
    ['back office', checkInVerifyPay],
    ['export', exportAcross],
    ['limiter', limiterAcross],
    ['jobs', jobsOnce],
  ]) {
    try {
      await scenario()
    } catch (error) {
      check(`the ${name} scenario ran to its end`, false, error?.message ?? String(error))
    }
  }
  const failing = answers.filter((answer) => answer.status >= 500 || answer.status === 0)
  check(
    'no answer ≥ 500 and no dropped connection on either instance',
    failing.length === 0,
    `${failing.map((a) => `${a.method} ${a.path} ${a.status} on ${a.instance}`).join('; ')} of ${answers.length}`
  )
  const used = new Set(answers.map((answer) => answer.instance))
  check('both instances answered', used.size === 2)
}

await runChecks('two-instance scenario', main, async () => {
  await sql?.end().catch(() => {})
  mariadb(['-e', `drop database if exists ${DATABASE}`])
  rmSync(workDir, { recursive: true, force: true })
})
