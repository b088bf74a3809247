import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { tokenOf } from '#tests/helpers/demo'
import { applyRetention } from '#actions/personal_data/apply_retention'
import { BUYBACK_COMPLETED_STATUSES } from '#domain/statuses'

/** A demo customer with a completed, paid buy-back entered in the register. */
async function paidCustomer() {
  const row = await db
    .from('customers')
    .join('buybacks', 'buybacks.customer_id', 'customers.id')
    .join('payments', 'payments.buyback_id', 'buybacks.id')
    .join('purchase_register', 'purchase_register.buyback_id', 'buybacks.id')
    .whereIn('buybacks.status', [...BUYBACK_COMPLETED_STATUSES])
    .orderBy('customers.id')
    .select('customers.id', 'customers.email', 'buybacks.id as buyback_id', 'payments.id as payment_id')
    .firstOrFail()
  // Only this person's buy-backs, all settled now: the periods count from today.
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  await db
    .from('buybacks')
    .where('customer_id', row.id)
    .whereNot('id', row.buyback_id)
    .update({ customer_id: null })
  await db.from('buybacks').where('id', row.buyback_id).update({ created_at: now })
  await db
    .from('payments')
    .where('buyback_id', row.buyback_id)
    .update({ status: 'payment_completed', paid_at: now, iban: 'x', iban_holder: 'Holder' })
  await db.from('customers').where('id', row.id).update({
    created_at: now,
    national_identification_number: 'x',
    national_identification_type: 'passport',
  })
  return row
}

test.group('Personal data / retention and requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the nightly job erases each kind past its period, the register last, with one audit event', async ({
    assert,
  }) => {
    const person = await paidCustomer()
    const customer = () => db.from('customers').where('id', person.id).firstOrFail()
    const entry = () => db.from('purchase_register').where('buyback_id', person.buyback_id).firstOrFail()

    const today = await applyRetention(DateTime.utc())
    assert.isNotNull((await customer()).national_identification_number)
    assert.isNotNull((await db.from('payments').where('id', person.payment_id).firstOrFail()).iban_holder)

    await applyRetention(DateTime.utc().plus({ days: 91 }))
    const identityGone = await customer()
    assert.isNull(identityGone.national_identification_number)
    assert.isNotNull(identityGone.identity_erased_at)
    assert.equal(identityGone.email, person.email)
    assert.isNull((await db.from('payments').where('id', person.payment_id).firstOrFail()).iban_holder)
    assert.equal((await entry()).seller_email, person.email)

    await applyRetention(DateTime.utc().plus({ months: 37 }))
    const contactGone = await customer()
    assert.equal(contactGone.firstname, 'Anonyme')
    assert.isNotNull(contactGone.contact_erased_at)
    assert.equal((await entry()).seller_email, person.email)

    const late = await applyRetention(DateTime.utc().plus({ years: 10, days: 1 }))
    const erased = await entry()
    assert.isNull(erased.seller_lastname)
    assert.isNull(erased.seller_email)
    assert.isNotNull(erased.seller_erased_at)
    assert.isAbove(late.registerSellers, 0)
    assert.equal(today.registerSellers, 0)
    const audits = await db.from('audit_logs').where('entity_type', 'personal_data_retention')
    assert.lengthOf(audits, 4)
  })

  test("a person's export (JSON and CSV) and erasure, kept what the register keeps, both audited", async ({
    client,
    assert,
  }) => {
    const person = await paidCustomer()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const exported = await client.get('/api/personal-data').qs({ email: person.email }).bearerToken(token)
    exported.assertStatus(200)
    const data = exported.body()
    assert.equal(data.customers[0].id, person.id)
    assert.isAbove(data.buybacks.length, 0)
    assert.isAbove(data.registerEntries.length, 0)
    assert.notInclude(JSON.stringify(data.payments), '"iban":"x"')
    const csv = await client
      .get('/api/personal-data')
      .qs({ email: person.email, format: 'csv' })
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    csv.assertStatus(200)
    assert.include(csv.text(), 'Fiches client')

    ;(
      await client
        .get('/api/personal-data')
        .qs({ email: person.email })
        .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    ).assertStatus(404)
    ;(
      await client
        .get('/api/personal-data')
        .qs({ email: person.email })
        .bearerToken(await tokenOf(client, 'store.manager@demo-retail.test'))
    ).assertStatus(403)

    const erased = await client
      .post('/api/personal-data/erase')
      .json({ email: person.email })
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    erased.assertStatus(200)
    assert.equal(erased.body().erased.customers, 1)
    const kept = erased.body().kept.find((one: { kind: string }) => one.kind === 'purchase_register')
    assert.include(kept.reason, 'Code pénal')
    const customer = await db.from('customers').where('id', person.id).firstOrFail()
    assert.equal(customer.firstname, 'Anonyme')
    assert.isNull(customer.national_identification_number)
    const entry = await db.from('purchase_register').where('buyback_id', person.buyback_id).firstOrFail()
    assert.equal(entry.seller_email, person.email)
    const audits = await db
      .from('audit_logs')
      .whereIn('entity_type', ['personal_data_export', 'personal_data_erasure'])
    assert.lengthOf(audits, 3)
  })

  test("a person's export names each buy-back's and entry's store; the erasure says until when in the caller's language", async ({
    client,
    assert,
  }) => {
    const person = await paidCustomer()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const data = (
      await client.get('/api/personal-data').qs({ email: person.email }).bearerToken(token)
    ).body()
    const buyback = await db
      .from('buybacks')
      .leftJoin('organizations', 'organizations.id', 'buybacks.store_id')
      .where('buybacks.id', person.buyback_id)
      .select('buybacks.store_id', 'organizations.common_name')
      .firstOrFail()
    const exported = data.buybacks.find((one: { id: number }) => one.id === Number(person.buyback_id))
    assert.deepEqual(
      exported.store,
      buyback.store_id ? { id: Number(buyback.store_id), name: buyback.common_name } : null
    )
    const entry = await db
      .from('purchase_register')
      .join('organizations', 'organizations.id', 'purchase_register.organization_id')
      .where('purchase_register.buyback_id', person.buyback_id)
      .select('organizations.common_name')
      .firstOrFail()
    assert.equal(data.registerEntries[0].store.name, entry.common_name)

    const erased = await client
      .post('/api/personal-data/erase')
      .json({ email: person.email })
      .bearerToken(token)
      .header('Accept-Language', 'en')
    erased.assertStatus(200)
    const kept = erased.body().kept.find((one: { kind: string }) => one.kind === 'purchase_register')
    const until = DateTime.fromISO(kept.until).setLocale('en').toLocaleString(DateTime.DATE_FULL)
    assert.include(kept.reason, `until ${until} `)
    assert.notInclude(kept.reason, kept.until)
  })
})
