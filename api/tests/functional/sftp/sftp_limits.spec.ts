import { readdir } from 'node:fs/promises'
import v8 from 'node:v8'
import vm from 'node:vm'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import Import from '#models/import'
import { tokenOf } from '#tests/helpers/demo'
import { runCatalogueImport } from '#actions/catalogue_imports/run_import'
import { IMPORT_LIMITS } from '#services/catalogue_imports/csv_reader'
import { localeOfImport } from '#services/catalogue_imports/handlers'
import { SFTP_LIMITS } from '#services/sftp/config'
import { holdingsOf } from '#services/sftp/holdings'
import { sftpLoginKey, sftpLoginLimiter } from '#services/sftp/login'
import { hostKeyAt } from '#services/sftp/host_key'
import { startSftpServer, type SftpServer } from '#services/sftp/server'
import { uploadsFolder } from '#services/sftp/upload_file'
import { apiPath, settings } from '#config/settings'
import { closeHandle, connect, deposit, openForWrite, streamDeposit, writeAt } from './sftp_client.js'

const ADMIN = 'admin@demo-retail.test'
const MB = 1024 * 1024
const HEADER =
  'id;category_identifier;label;brand;ean_code;tac_codes;status;buyback_price_grade_a;buyback_price_grade_b'
const hostKey = () => hostKeyAt(apiPath('tmp/test-sftp/ssh_host_ed25519_key'))

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void

async function activate(client: any) {
  const response = await client
    .post('/api/sftp-access/activate')
    .json({})
    .bearerToken(await tokenOf(client, ADMIN))
  response.assertStatus(200)
  const body = response.body() as { username: string; password: string }
  const row = await db.from('sftp_accesses').where('username', body.username).firstOrFail()
  return { ...body, id: row.id as number }
}

const uploadsLeft = async () => (await readdir(uploadsFolder()).catch(() => [])).length

const sftpImports = () => Import.query().where('origin', 'sftp').orderBy('id')

/**
 * The most memory held while `work` runs, above what was held before it: every 100 ms the young
 * garbage (the chunks in transit) is collected, then the memory measured, so that mostly what is retained
 * counts (a buffered upload is).
 */
async function peakGrowthDuring<T>(work: () => Promise<T>) {
  gc()
  const before = process.memoryUsage()
  const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers }
  const sample = () => {
    gc({ type: 'minor' })
    const now = process.memoryUsage()
    peak.rss = Math.max(peak.rss, now.rss)
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers)
  }
  const timer = setInterval(sample, 100)
  try {
    const result = await work()
    sample()
    return {
      result,
      rss: (peak.rss - before.rss) / MB,
      arrayBuffers: (peak.arrayBuffers - before.arrayBuffers) / MB,
    }
  } finally {
    clearInterval(timer)
  }
}

test.group('SFTP / uploads against the import limit', (group) => {
  let server: SftpServer
  group.setup(async () => {
    server = await startSftpServer({ host: '127.0.0.1', port: 0, hostKey: hostKey() })
    return () => server.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a 100 MB upload is refused while it is written, leaves no file, and server memory stays flat', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const files = await uploadsLeft()
    const connection = await connect({ ...access, port: server.port })
    const sftp = await connection.session()
    const { result, rss, arrayBuffers } = await peakGrowthDuring(() =>
      streamDeposit(sftp, 'products-import.csv', 100 * MB)
    )
    connection.end()
    await connection.closed

    assert.match(result.error?.message ?? '', /sftp_file_too_large/)
    // Refused on the first write past the limit: the client stopped long before its 100 MB.
    assert.isBelow(result.sent, IMPORT_LIMITS.maxBytes + 4 * MB)
    // Streamed: a few MB in transit (about 7 measured). Buffered as before, the upload itself is held: up
    // to the limit (20 MB), or the whole 100 MB under the old 200 MB bound, and once more at its close.
    assert.isBelow(arrayBuffers, 16, `arrayBuffers grew by ${arrayBuffers.toFixed(1)} MB`)
    assert.isBelow(rss, 64, `rss grew by ${rss.toFixed(1)} MB`)
    assert.equal(await uploadsLeft(), files)
    assert.lengthOf(await sftpImports(), 0)
    const state = await client.get('/api/sftp-access').bearerToken(await tokenOf(client, ADMIN))
    assert.containsSubset(state.body().lastDeposit, { error: 'sftp_file_too_large', importId: null })
  }).timeout(60_000)

  test('one write far past the limit is refused at once; a far write under it allocates nothing', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const files = await uploadsLeft()
    const connection = await connect({ ...access, port: server.port })
    const sftp = await connection.session()
    const far = await openForWrite(sftp, 'products-import.csv')
    const refused = await writeAt(sftp, far, Buffer.from('x'), 1024 * MB).catch((error) => error)
    assert.match(refused?.message ?? '', /sftp_file_too_large/)
    assert.equal(await uploadsLeft(), files)
    await closeHandle(sftp, far).catch(() => {})

    // Just under the limit: a sparse file, no memory. Its content (NUL bytes) is no CSV: the import refuses
    // it before writing anything.
    const sparse = await openForWrite(sftp, 'products-import.csv')
    const { arrayBuffers } = await peakGrowthDuring(() =>
      writeAt(sftp, sparse, Buffer.from('x'), IMPORT_LIMITS.maxBytes - 1)
    )
    assert.isBelow(arrayBuffers, 5)
    await closeHandle(sftp, sparse)
    connection.end()
    const [row] = await sftpImports()
    await runCatalogueImport(row.id)
    await row.refresh()
    assert.equal(row.status, 'error')
    const i18n = await localeOfImport(undefined, row.createdById, row.destinationAccountId)
    assert.equal(row.report!.error, i18n.t('errors.import_file_invalid'))
    assert.equal(row.report!.linesCount.found, 0)
    assert.equal(await uploadsLeft(), files)
  })

  test('a deposit broken on its last line is checked as an upload is: nothing is written, the import says why', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const good = Array.from(
      { length: 2500 },
      (_, index) => `;apple-iphone;Deposited phone ${index};Apple;;;draft;10;;`
    )
    const failure = await deposit({
      username: access.username,
      password: access.password,
      port: server.port,
      path: 'products-import.csv',
      content: [HEADER, ...good, ';apple-iphone;"Unclosed;Apple;;;draft;10;;'].join('\n'),
    })
    assert.isNull(failure)
    const [row] = await sftpImports()
    await runCatalogueImport(row.id)
    await row.refresh()
    assert.equal(row.status, 'error')
    const i18n = await localeOfImport(undefined, row.createdById, row.destinationAccountId)
    assert.equal(row.report!.error, i18n.t('errors.import_file_invalid'))
    assert.deepEqual(row.report!.linesCount, { found: 0, inserted: 0, updated: 0, ignored: 0 })
    const written = await db.from('products').where('label', 'like', 'Deposited phone%').count('* as total')
    assert.equal(Number(written[0].total), 0)
  })
})

test.group('SFTP / logins, sessions and idle connections', (group) => {
  let server: SftpServer
  group.setup(async () => {
    server = await startSftpServer({ host: '127.0.0.1', port: 0, hostKey: hostKey() })
    return () => server.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('after 10 wrong passwords the 11th login is refused without a password check, even a right one', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const original = hash.verify
    let checks = 0
    hash.verify = (...args: Parameters<typeof hash.verify>) => {
      checks++
      return original.apply(hash, args)
    }
    try {
      for (let attempt = 1; attempt <= settings.loginMaxAttempts; attempt++) {
        const failure = await deposit({
          port: server.port,
          username: access.username,
          password: `wrong-${attempt}`,
          path: 'products-import.csv',
          content: 'ean\n',
        })
        assert.equal(failure?.stage, 'login')
      }
      assert.equal(checks, settings.loginMaxAttempts)
      const blocked = await deposit({
        port: server.port,
        username: access.username,
        password: access.password,
        path: 'products-import.csv',
        content: `${HEADER}\n`,
      })
      assert.equal(blocked?.stage, 'login')
      assert.equal(checks, settings.loginMaxAttempts)
    } finally {
      hash.verify = original
      // The limiter's counters may live outside the test transaction (MySQL): the block is lifted.
      for (const ip of ['127.0.0.1', '::ffff:127.0.0.1']) {
        await sftpLoginLimiter().delete(sftpLoginKey(access.username, ip))
      }
    }
    assert.lengthOf(await sftpImports(), 0)
  }).timeout(60_000)

  test('an access holds at most 3 sessions and 4 handles; a connection that ends gives them back', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const files = await uploadsLeft()
    const connection = await connect({ ...access, port: server.port })
    const sessions = []
    for (let index = 0; index < SFTP_LIMITS.sessionsPerAccess; index++) {
      sessions.push(await connection.session())
    }
    // Another connection of the same access is counted with the first.
    const second = await connect({ ...access, port: server.port })
    await assert.rejects(() => second.session())
    second.end()

    const [sftp] = sessions
    const handles = []
    for (let index = 0; index < SFTP_LIMITS.handlesPerAccess; index++) {
      handles.push(await openForWrite(sftp, 'products-import.csv'))
    }
    const refused = await openForWrite(sessions[1], 'products-import.csv').catch((error) => error)
    assert.match(refused?.message ?? '', /sftp_too_many_sessions/)
    await closeHandle(sftp, handles.pop()!)
    handles.push(await openForWrite(sessions[1], 'products-import.csv'))
    assert.deepEqual(holdingsOf(access.id), {
      sessions: SFTP_LIMITS.sessionsPerAccess,
      handles: SFTP_LIMITS.handlesPerAccess,
    })

    connection.end()
    await connection.closed
    // The server gives the sessions and handles back and removes the unfinished uploads as it sees the
    // connection end, one after the other: on a busy machine, over more than the first moment.
    const givenBack = async () => {
      const held = holdingsOf(access.id)
      return held.sessions === 0 && held.handles === 0 && (await uploadsLeft()) === files
    }
    for (let wait = 0; wait < 250 && !(await givenBack()); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.deepEqual(holdingsOf(access.id), { sessions: 0, handles: 0 })
    // Only the file the client closed was queued; the unfinished uploads are removed.
    assert.lengthOf(await sftpImports(), 1)
    assert.equal(await uploadsLeft(), files)
  }).timeout(30_000)

  test('a connection without any request for the idle timeout is closed by the server', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const quick = await startSftpServer({
      host: '127.0.0.1',
      port: 0,
      hostKey: hostKey(),
      idleTimeoutMs: 400,
    })
    try {
      const connection = await connect({ ...access, port: quick.port })
      const sftp = await connection.session()
      // Requests keep it open…
      for (let index = 0; index < 4; index++) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        await new Promise((resolve) => sftp.realpath('.', resolve))
      }
      const started = Date.now()
      await connection.closed
      assert.isAtLeast(Date.now() - started, 300)
      assert.deepEqual(holdingsOf(access.id), { sessions: 0, handles: 0 })
    } finally {
      await quick.close()
    }
  }).timeout(10_000)
})
