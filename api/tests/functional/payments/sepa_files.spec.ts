import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import SepaFile from '#models/sepa_file'
import { accountsWithTransfers } from '#services/payments/sepa'
import { buildSepaFile } from '#actions/payments/build_sepa_file'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'

const retail = () => db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()

/** The ids of the retailer's initiated transfers, and its SEPA files: what a refused or failed build keeps. */
async function state(accountId: number) {
  const initiated = await db
    .from('payments')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .where('buybacks.account_id', accountId)
    .where('payments.status', 'payment_initiated')
    .orderBy('payments.id')
    .select('payments.id')
  const files = await db.from('sepa_files').where('account_id', accountId).select('id')
  return { initiated: initiated.map((row) => Number(row.id)), files: files.length }
}

/** The keys the drive holds under the account's SEPA folder. */
async function storedFiles(accountId: number) {
  try {
    const { objects } = await drive.use().listAll(`sepa/${accountId}`, { recursive: true })
    return [...objects].map((object) => (object as { key: string }).key)
  } catch {
    return []
  }
}

test.group('Payments / SEPA files: euros only, written with their rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an account in another currency is refused with sepa_currency_not_euro, and nothing is written', async ({
    client,
    assert,
  }) => {
    const account = await retail()
    assert.include(await accountsWithTransfers(), Number(account.id))
    await db.from('accounts').where('id', account.id).update({ currency: 'GBP' })
    const before = await state(account.id)
    const filesBefore = await storedFiles(account.id)
    assert.isNotEmpty(before.initiated)

    const token = await tokenOf(client, ADMIN)
    const refused = await client
      .post('/api/payments/sepa-files')
      .bearerToken(token)
      .header('Accept-Language', 'en')
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'sepa_currency_not_euro')
    assert.equal(
      refused.body().message,
      'SEPA transfers are made in euros only: this account’s currency is GBP.'
    )
    const french = await client.post('/api/payments/sepa-files').bearerToken(token)
    assert.equal(
      french.body().message,
      'Les virements SEPA se font en euros uniquement : la devise de ce compte est GBP.'
    )
    assert.deepEqual(await state(account.id), before)
    assert.deepEqual(await storedFiles(account.id), filesBefore)
    // The daily job leaves the account out instead of failing on it.
    assert.notInclude(await accountsWithTransfers(), Number(account.id))
  })

  test('a build failing before its commit leaves neither a file nor a row', async ({ assert, cleanup }) => {
    const account = await retail()
    const before = await state(account.id)
    const filesBefore = await storedFiles(account.id)

    // The database refuses the file's row: the file is never written.
    const refuseRow = () => {
      throw new Error('database refused the row')
    }
    SepaFile.before('create', refuseRow)
    try {
      await assert.rejects(() => buildSepaFile(account.id), 'database refused the row')
    } finally {
      SepaFile.$hooks.remove('before:create', refuseRow)
    }
    assert.deepEqual(await state(account.id), before)
    assert.deepEqual(await storedFiles(account.id), filesBefore)

    // The storage fails halfway through the write: the rows roll back and the partial file is removed.
    const disk = drive.use()
    const put = disk.put
    cleanup(() => {
      disk.put = put
    })
    disk.put = async function (this: typeof disk, key: string, contents: any) {
      await put.call(this, key, contents)
      throw new Error('storage failed')
    } as typeof disk.put
    await assert.rejects(() => buildSepaFile(account.id), 'storage failed')
    disk.put = put
    assert.deepEqual(await state(account.id), before)
    assert.deepEqual(await storedFiles(account.id), filesBefore)

    // Then the build succeeds: one row, and its file is there.
    const file = await buildSepaFile(account.id)
    assert.isNotNull(file)
    assert.isTrue(await drive.use().exists(file!.fileKey))
    assert.equal((await state(account.id)).files, before.files + 1)
  })
})
