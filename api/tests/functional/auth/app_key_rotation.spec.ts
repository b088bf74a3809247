import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { Encryption } from '@adonisjs/core/encryption'
import Customer from '#models/customer'
import { settings } from '#config/settings'
import { decrypt, underCurrentKey, unsign } from '#services/app_keys'
import { reencryptSecrets } from '#actions/app_keys/reencrypt_secrets'
import { anonymousToken } from '#tests/helpers/demo'
import { cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'

const OLD_KEY = 'the-key-this-product-used-before'
const old = new Encryption({ secret: OLD_KEY })

/** As if the product had started with APP_KEY_PREVIOUS naming the old key (settings are read once). */
function listOldKey(cleanup: (fn: () => void) => void, keys: string[] = [OLD_KEY]) {
  const writable = settings as { previousAppKeys: readonly string[] }
  const configured = writable.previousAppKeys
  writable.previousAppKeys = keys
  cleanup(() => {
    writable.previousAppKeys = configured
  })
}

test.group('Rotating APP_KEY', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a secret stored under the previous key reads while that key is listed, not after', async ({
    assert,
    cleanup,
  }) => {
    const customer = await Customer.query().orderBy('id').firstOrFail()
    await db
      .from('customers')
      .where('id', customer.id)
      .update({ iban: old.encrypt('FR7630006000011234567890189') })
    listOldKey(cleanup)
    assert.equal((await Customer.findOrFail(customer.id)).iban, 'FR7630006000011234567890189')

    listOldKey(cleanup, [])
    assert.isNull((await Customer.findOrFail(customer.id)).iban)
  })

  test('app-key:reencrypt moves the stored secrets to the current key and leaves the register as written', async ({
    assert,
    cleanup,
  }) => {
    const [first, second] = await Customer.query().orderBy('id').limit(2)
    await db
      .from('customers')
      .where('id', first.id)
      .update({ national_identification_number: old.encrypt('123456789012') })
    await db.from('customers').where('id', second.id).update({ iban: 'not a value of ours' })
    const entry = await db.from('purchase_register').orderBy('id', 'desc').first()
    const columns = { ...entry }
    delete columns.id
    await db
      .table('purchase_register')
      .insert({ ...columns, number: entry.number + 1000, identity_number: old.encrypt('998877') })
    listOldKey(cleanup)

    const { columns: moved, registerUnderPreviousKeys } = await reencryptSecrets()
    const ids = moved.find((one) => one.column === 'national_identification_number')!
    assert.equal(ids.moved, 1)
    assert.equal(moved.find((one) => one.table === 'customers' && one.column === 'iban')!.unreadable, 1)
    assert.equal(registerUnderPreviousKeys, 1)

    const row = await db.from('customers').where('id', first.id).firstOrFail()
    assert.isTrue(underCurrentKey(row.national_identification_number))
    assert.equal(decrypt(row.national_identification_number), '123456789012')
    listOldKey(cleanup, [])
    assert.equal((await Customer.findOrFail(first.id)).nationalIdentificationNumber, '123456789012')

    // Run again: nothing left to move.
    listOldKey(cleanup)
    const again = await reencryptSecrets()
    assert.equal(again.columns.find((one) => one.column === 'national_identification_number')!.moved, 0)
  })

  test('links and tokens signed with the previous key still open', async ({ client, assert, cleanup }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const cart = (await submit(client, token, cartBody(line))).body()
    const path = router
      .makeSignedUrl('buyback.document', { buybackId: cart.buybacks[0].id, kind: 'tracking_sheet' })
      .split('?')[0]
    const signedBefore = `${path}?signature=${encodeURIComponent(old.verifier.sign(path))}`

    ;(await client.get(signedBefore)).assertStatus(403)
    listOldKey(cleanup)
    ;(await client.get(signedBefore)).assertStatus(200)
    ;(await client.get(signedBefore.replace('tracking_sheet', 'transfer_order'))).assertStatus(403)

    assert.deepEqual(unsign(old.verifier.sign({ p: 1 }, undefined, 'a purpose'), 'a purpose'), { p: 1 })
    assert.isNull(unsign(old.verifier.sign({ p: 1 }, undefined, 'a purpose'), 'another purpose'))
  })
})
