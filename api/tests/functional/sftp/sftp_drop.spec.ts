import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import drive from '@adonisjs/drive/services/main'
import ssh2 from 'ssh2'
import Import from '#models/import'
import { tokenOf } from '#tests/helpers/demo'
import { hostKeyAt } from '#services/sftp/host_key'
import { startSftpServer, type SftpServer } from '#services/sftp/server'
import { apiPath } from '#config/settings'
import { deposit } from './sftp_client.js'

const ADMIN = 'admin@demo-retail.test'
// A free port on loopback, so that both engines' runs may go at once.
const PORT = 0
const CSV = 'ean;label\n3700000000017;Imported phone\n'
const { STATUS_CODE } = ssh2.utils.sftp

async function activate(client: any, email = ADMIN) {
  const response = await client
    .post('/api/sftp-access/activate')
    .json({})
    .bearerToken(await tokenOf(client, email))
  response.assertStatus(200)
  return response.body() as { username: string; password: string; folder: string; active: boolean }
}

test.group('SFTP / the drop server on loopback', (group) => {
  let server: SftpServer
  group.setup(async () => {
    server = await startSftpServer({
      host: '127.0.0.1',
      port: PORT,
      hostKey: hostKeyAt(apiPath('tmp/test-sftp/ssh_host_ed25519_key')),
    })
    return () => server.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a good deposit in the account folder queues a product import from SFTP', async ({
    client,
    assert,
  }) => {
    const access = await activate(client)
    const failure = await deposit({
      port: server.port,
      username: access.username,
      password: access.password,
      path: 'products-import.csv',
      content: CSV,
    })
    assert.isNull(failure)
    const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const row = await Import.query()
      .where('origin', 'sftp')
      .where('destination_account_id', account.id)
      .firstOrFail()
    assert.containsSubset(row.serialize(), {
      dataType: 'product',
      strategy: 'create_and_update',
      status: 'in_progress',
    })
    assert.equal(row.sourceAccountId, account.id)
    assert.equal(await drive.use().get(row.content!), CSV)

    // Absolute path to its own folder works as well; the screen tells the last deposit.
    const again = await deposit({
      port: server.port,
      username: access.username,
      password: access.password,
      path: `${access.folder}/products-import.csv`,
      content: CSV,
    })
    assert.isNull(again)
    const state = await client.get('/api/sftp-access').bearerToken(await tokenOf(client, ADMIN))
    assert.containsSubset(state.body(), {
      active: true,
      lastDeposit: { fileName: 'products-import.csv', error: null },
    })
    assert.isNumber(state.body().lastDeposit.importId)
    assert.notProperty(state.body(), 'password')
  })

  test('a wrong password is refused at login', async ({ client, assert }) => {
    const access = await activate(client)
    const failure = await deposit({
      port: server.port,
      username: access.username,
      password: `${access.password}x`,
      path: 'products-import.csv',
      content: CSV,
    })
    assert.equal(failure?.stage, 'login')
    assert.match(failure!.message, /authentication methods failed/i)
    assert.lengthOf(await Import.query().where('origin', 'sftp'), 0)
  })

  test('any other file name is refused and recorded', async ({ client, assert }) => {
    const access = await activate(client)
    for (const path of ['catalogue.csv', 'Products-Import.csv', 'products-import.csv.tmp']) {
      const failure = await deposit({
        port: server.port,
        username: access.username,
        password: access.password,
        path,
        content: CSV,
      })
      assert.equal(failure?.stage, 'write', path)
      assert.equal(failure?.code, STATUS_CODE.PERMISSION_DENIED)
      assert.match(failure!.message, /sftp_file_name_refused/)
    }
    assert.lengthOf(await Import.query().where('origin', 'sftp'), 0)
    const state = await client.get('/api/sftp-access').bearerToken(await tokenOf(client, ADMIN))
    assert.containsSubset(state.body().lastDeposit, { error: 'sftp_file_name_refused', importId: null })
  })

  test("another account's folder and the root are refused", async ({ client, assert }) => {
    const access = await activate(client)
    // Another account's folder, whether it has an access or not, and a way out of the own folder.
    for (const path of [
      '/other-retail-9999/products-import.csv',
      '/products-import.csv',
      '../other-retail-9999/products-import.csv',
      `${access.folder}/sub/products-import.csv`,
    ]) {
      const failure = await deposit({
        port: server.port,
        username: access.username,
        password: access.password,
        path,
        content: CSV,
      })
      assert.equal(failure?.code, STATUS_CODE.PERMISSION_DENIED, path)
      assert.match(failure!.message, /sftp_folder_refused/)
    }
    assert.lengthOf(await Import.query().where('origin', 'sftp'), 0)
  })

  test('a deactivated access is refused; reactivation gives a new password', async ({ client, assert }) => {
    const first = await activate(client)
    const token = await tokenOf(client, ADMIN)
    ;(await client.post('/api/sftp-access/deactivate').json({}).bearerToken(token)).assertStatus(200)
    const refused = await deposit({
      port: server.port,
      username: first.username,
      password: first.password,
      path: 'products-import.csv',
      content: CSV,
    })
    assert.equal(refused?.stage, 'login')
    const state = await client.get('/api/sftp-access').bearerToken(token)
    assert.containsSubset(state.body(), { active: false, lastDeposit: { error: 'sftp_access_inactive' } })

    const second = await activate(client)
    assert.notEqual(second.password, first.password)
    assert.equal(second.username, first.username)
    const old = await deposit({
      port: server.port,
      username: first.username,
      password: first.password,
      path: 'products-import.csv',
      content: CSV,
    })
    assert.equal(old?.stage, 'login')
    const fresh = await deposit({
      port: server.port,
      username: second.username,
      password: second.password,
      path: 'products-import.csv',
      content: CSV,
    })
    assert.isNull(fresh)
  })
})

test.group('SFTP / activation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the password is shown once and only its argon2 hash is kept', async ({ client, assert }) => {
    const access = await activate(client)
    assert.match(access.password, /^[\w-]{24}$/)
    assert.match(access.username, /^demo-retail-\d+$/)
    const row = await db.from('sftp_accesses').where('username', access.username).firstOrFail()
    assert.match(row.password_hash, /^\$argon2id\$/)
    assert.notInclude(JSON.stringify(row), access.password)
    assert.isTrue(await hash.verify(row.password_hash, access.password))

    const token = await tokenOf(client, ADMIN)
    const state = await client.get('/api/sftp-access').bearerToken(token)
    state.assertStatus(200)
    assert.notProperty(state.body(), 'password')
    assert.notInclude(JSON.stringify(state.body()), 'argon2')

    const again = await client.post('/api/sftp-access/activate').json({}).bearerToken(token)
    again.assertStatus(409)
    assert.equal(again.body().code, 'sftp_already_active')
    ;(await client.post('/api/sftp-access/deactivate').json({}).bearerToken(token)).assertStatus(200)
    const twice = await client.post('/api/sftp-access/deactivate').json({}).bearerToken(token)
    twice.assertStatus(409)
    assert.equal(twice.body().code, 'sftp_not_active')
    const forgotten = await db.from('sftp_accesses').where('username', access.username).firstOrFail()
    assert.isNull(forgotten.password_hash)
  })

  test('a client without the sftp_access premium feature is refused', async ({ client, assert }) => {
    const response = await client
      .post('/api/sftp-access/activate')
      .json({})
      .header('Accept-Language', 'en')
      .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    response.assertStatus(409)
    assert.equal(response.body().code, 'sftp_feature_disabled')
    assert.match(response.body().message, /premium feature/)
    assert.equal(
      await db
        .from('sftp_accesses')
        .count('* as total')
        .first()
        .then((row) => Number(row.total)),
      0
    )
  })

  test('the platform configures a client by its organisation; a store manager cannot', async ({
    client,
    assert,
  }) => {
    const rootUnit = await db
      .from('organizations')
      .join('accounts', 'accounts.id', 'organizations.account_id')
      .where('accounts.common_name', 'Demo Retail')
      .where('organizations.type', 'root_management_unit')
      .select('organizations.id')
      .firstOrFail()
    const platform = await tokenOf(client, 'superadmin@reprise.test')
    const response = await client
      .post('/api/sftp-access/activate')
      .json({ organizationId: rootUnit.id })
      .bearerToken(platform)
    response.assertStatus(200)
    assert.match(response.body().username, /^demo-retail-\d+$/)
    const shown = await client
      .get('/api/sftp-access')
      .qs({ organizationId: rootUnit.id })
      .bearerToken(platform)
    assert.isTrue(shown.body().active)
    assert.equal(shown.body().account.name, 'Demo Retail')

    const otherAdmin = await tokenOf(client, 'admin@other-retail.test')
    const hidden = await client
      .get('/api/sftp-access')
      .qs({ organizationId: rootUnit.id })
      .bearerToken(otherAdmin)
    hidden.assertStatus(404)

    const manager = await tokenOf(client, 'store.manager@demo-retail.test')
    ;(await client.get('/api/sftp-access').bearerToken(manager)).assertStatus(403)
  })
})
