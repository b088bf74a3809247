#!/usr/bin/env node
/**
 * Stopping and crashing: the API (its build when current, else its sources) runs on a SQLite file
 * of its own (a copy of a demo prepared once by `node ace db:prepare`, kept in api/tmp until the migrations or
 * the demo change), sending its e-mails to an SMTP server of this script, which can hold a message without
 * answering (a job that is still running).
 * (a) SIGTERM with requests in flight and a job stuck in its send: the requests complete, a new connection
 *     is refused, an idle keep-alive connection is closed, a request its client never finishes has its
 *     connection closed at the grace (SHUTDOWN_GRACE_SECONDS=3), the process exits within it, and the job is
 *     back in the queue at once (pending, no lease, its attempt not spent).
 * (b) kill -9 while the job is stuck again (JOB_LEASE_SECONDS=3): after a restart it runs again once.
 * (c) A job whose end does not commit after its e-mail went out (a trigger refuses it, then kill -9): run
 *     again, it does not send the e-mail a second time.
 * Prints its own "N passed, N failed" line (read by .ci/run).
 *
 * Settings: STOP_API_PORT (default: a free port the system chooses; the SMTP server's is always chosen so).
 */
import { Buffer } from 'node:buffer'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, rmSync, statSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { join } from 'node:path'
import {
  apiDir,
  check,
  log,
  newest,
  requireOfApi,
  runChecks,
  sleep,
  startApi as startChild,
} from './helpers.mjs'

const Database = requireOfApi('better-sqlite3')
let apiPort = Number(process.env.STOP_API_PORT ?? 0)
let smtpPort = 0
const GRACE_SECONDS = 3
const USER = { email: 'wh.manager@demo-retail.test', password: 'Reprise-Demo-1' }

const sqlNow = (offsetSeconds = 0) =>
  new Date(Date.now() + offsetSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')

const databaseFile = join(apiDir, `tmp/stop-crash-${process.pid}.sqlite`)
const template = join(apiDir, 'tmp/stop-crash-template.sqlite')

/** The demo, migrated and seeded once, until the migrations or the seeders change. */
function preparedTemplate() {
  if (existsSync(template) && statSync(template).mtimeMs >= newest(join(apiDir, '../database'))) return
  log('preparing the demo database once (node ace db:prepare)')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${template}${suffix}`, { force: true })
  const prepared = spawnSync(process.execPath, ['ace', 'db:prepare'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', DB_CONNECTION: 'sqlite', SQLITE_FILE: template },
    encoding: 'utf8',
  })
  if (prepared.status !== 0) throw new Error(`db:prepare failed: ${prepared.stderr}`)
}

/** The e-mails the SMTP server accepted, and the Message-IDs it holds without answering. */
const accepted = []
const held = new Set()
let holding = new Set()

const smtp = createServer((socket) => {
  let buffer = ''
  let inData = false
  const reply = (line) => socket.writable && socket.write(`${line}\r\n`)
  reply('220 stop-and-crash ESMTP')
  socket.on('error', () => {})
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1')
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end < 0) return
        const data = buffer.slice(0, end)
        buffer = buffer.slice(end + 5)
        inData = false
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? ''
        // Held: the job stays in its send, running, until its process stops or dies.
        if (holding.has(messageId)) held.add(messageId)
        else {
          accepted.push({ messageId, at: Date.now() })
          reply('250 accepted')
        }
        continue
      }
      const end = buffer.indexOf('\r\n')
      if (end < 0) return
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') reply('250-stop-and-crash\r\n250 8BITMIME')
      else if (verb === 'DATA') {
        inData = true
        reply('354 go on')
      } else if (verb === 'QUIT') {
        reply('221 bye')
        socket.end()
      } else reply('250 ok')
    }
  })
})

/** The API, started on the scenario's database; answers when its health answers. */
function startApi() {
  return startChild({
    port: apiPort,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DB_CONNECTION: 'sqlite',
      SQLITE_FILE: databaseFile,
      STORAGE_ROOT: join(apiDir, `tmp/stop-crash-storage-${process.pid}`),
      LOG_LEVEL: 'fatal',
      MAIL_MAILER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      JOB_LEASE_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    },
  })
}

/** A sign-in whose body is sent in two halves: in flight until `finish` is called. */
function slowLogin(password = USER.password) {
  const body = JSON.stringify({ ...USER, password })
  const socket = createConnection(apiPort, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  const closed = new Promise((resolve) => socket.once('close', () => resolve(Date.now())))
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Accept-Language: en\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`
  )
  return {
    finish: () => socket.write(body.slice(10)),
    closed,
    status: async () => {
      await Promise.race([closed, sleep(5000)])
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
    },
  }
}

/** A keep-alive connection that answered once and now idles; resolves when the server closes it. */
async function idleConnection() {
  const socket = createConnection(apiPort, '127.0.0.1')
  socket.on('error', () => {})
  const answered = new Promise((resolve) => socket.once('data', resolve))
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
  await answered
  return new Promise((resolve) => socket.once('close', () => resolve(Date.now())))
}

/** A port free now, as the system chooses it. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const insertJob = (db, email, runAt) =>
  Number(
    db
      .prepare(
        `insert into jobs (type, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
         values ('password_renewal', ?, 'pending', 0, 5, ?, ?, ?)`
      )
      .run(JSON.stringify({ email }), runAt, sqlNow(), sqlNow()).lastInsertRowid
  )

async function waitFor(what, test, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (test()) return
    await sleep(100)
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function main() {
  preparedTemplate()
  copyFileSync(template, databaseFile)
  await new Promise((resolve, reject) => smtp.once('error', reject).listen(0, '127.0.0.1', resolve))
  smtpPort = smtp.address().port
  if (!apiPort) apiPort = await freePort()
  const db = new Database(databaseFile)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  const jobRow = (id) => db.prepare('select * from jobs where id = ?').get(id)
  // Only this scenario's jobs: the demo's own are set aside.
  db.prepare("update jobs set status = 'done' where status in ('pending', 'running')").run()
  // J2 (c) first, due later; J1 (a, b) due now. Both are password e-mails; their Message-IDs come from the job.
  const j2 = insertJob(db, USER.email, sqlNow(3600))
  const j1 = insertJob(db, USER.email, sqlNow())
  const id1 = `<job-${j1}@jobs.reprise>`
  const id2 = `<job-${j2}@jobs.reprise>`
  holding = new Set([id1])

  log('(a) the API starts; its worker takes J1, whose e-mail the SMTP server holds')
  let api = await startApi()
  await waitFor('J1 held in its send', () => held.has(id1))
  const idleClosed = idleConnection()
  await sleep(200)
  const slow = [slowLogin(), slowLogin('not-the-password')]
  // A request never finished by its client: its connection is closed when the grace ends.
  const stuck = slowLogin()
  await sleep(300)
  const stopAt = Date.now()
  api.kill('SIGTERM')
  await sleep(500)
  const refused = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
    () => false,
    () => true
  )
  await sleep(500)
  for (const request of slow) request.finish()
  const statuses = await Promise.all(slow.map((request) => request.status()))
  const exit = await Promise.race([api.exited, sleep(15_000).then(() => null)])
  const closedAt = await Promise.race([idleClosed, sleep(100).then(() => null)])
  const stuckClosedAt = await Promise.race([stuck.closed, sleep(100).then(() => null)])
  check(
    'the requests in flight at SIGTERM complete (a sign-in 200, a wrong password 400)',
    statuses[0] === 200 && statuses[1] === 400,
    `${statuses}`
  )
  check('a new connection is refused once stopping', refused)
  check(
    'an idle keep-alive connection is closed at once',
    closedAt !== null && closedAt - stopAt < 1500,
    closedAt ? `${closedAt - stopAt} ms` : 'still open'
  )
  check(
    'a request still in flight when the grace ends has its connection closed',
    stuckClosedAt !== null && stuckClosedAt - stopAt < (GRACE_SECONDS + 1) * 1000,
    stuckClosedAt ? `${stuckClosedAt - stopAt} ms` : 'still open'
  )
  check(
    `the process exits within the grace (${GRACE_SECONDS} s) and a second`,
    exit !== null && exit.at - stopAt < (GRACE_SECONDS + 1) * 1000 && exit.code === 0,
    exit ? `${exit.at - stopAt} ms, code ${exit.code}` : 'still running'
  )
  const handed = jobRow(j1)
  check(
    'the job running at SIGTERM is handed back at once: pending, no lease, its attempt not spent',
    handed.status === 'pending' && handed.lease_until === null && handed.attempts === 0,
    `${handed.status}, lease ${handed.lease_until}, attempts ${handed.attempts}`
  )
  if (!exit) api.kill('SIGKILL')

  log('(b) and (c): J2 will send, its end refused; J1 held again; then kill -9')
  db.exec(`create trigger stop_crash_end before update of status on jobs
    when old.id = ${j2} and new.status = 'done'
    begin select raise(abort, 'simulated crash before the job ended'); end`)
  db.prepare('update jobs set run_at = ? where id = ?').run(sqlNow(), j2)
  held.clear()
  api = await startApi()
  await waitFor('J2 sent and J1 held', () => held.has(id1) && accepted.some((m) => m.messageId === id2))
  await waitFor('J2 not ended', () => String(jobRow(j2).last_error ?? '').includes('simulated crash'))
  const killed = jobRow(j1)
  api.kill('SIGKILL')
  await api.exited
  check('J1 was running, on a lease, when killed', killed.status === 'running' && killed.lease_until)
  db.exec('drop trigger stop_crash_end')
  db.prepare('update jobs set run_at = ? where id = ?').run(sqlNow(), j2)
  holding = new Set()

  log('restart: J1 runs again after its lease, J2 runs again')
  api = await startApi()
  await waitFor('J1 and J2 done', () => jobRow(j1).status === 'done' && jobRow(j2).status === 'done')
  const sentOf = (id) => accepted.filter((message) => message.messageId === id)
  check(
    '(b) J1 killed mid-job ran again and its e-mail went out once',
    sentOf(id1).length === 1,
    `${sentOf(id1).length}`
  )
  check(
    '(b) J1 ran again only after its lease ran out',
    sentOf(id1).length > 0 && sentOf(id1)[0].at >= Date.parse(`${killed.lease_until.replace(' ', 'T')}Z`),
    `lease until ${killed.lease_until}`
  )
  check(
    '(b) J1 took one attempt per run that got its lease',
    jobRow(j1).attempts === 2,
    `${jobRow(j1).attempts}`
  )
  check(
    '(c) J2, which died after sending, did not send its e-mail again',
    sentOf(id2).length === 1,
    `${sentOf(id2).length}`
  )
  const stopAt2 = Date.now()
  api.kill('SIGTERM')
  const last = await Promise.race([api.exited, sleep(15_000).then(() => null)])
  check('an idle API stops at once on SIGTERM', last !== null && last.at - stopAt2 < 2000 && last.code === 0)
  db.close()
}

await runChecks('stop and crash scenario', main, () => {
  smtp.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true })
  rmSync(join(apiDir, `tmp/stop-crash-storage-${process.pid}`), { recursive: true, force: true })
})
