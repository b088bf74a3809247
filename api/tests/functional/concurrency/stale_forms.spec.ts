import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'

/**
 * Two people open the same edit form; the first saves, the second is refused with `conflict` instead of
 * silently overwriting. Each form sends back the record as it read it, `version` included.
 */
const RESOURCES: [resource: string, table: string, email: string][] = [
  ['categories', 'categories', 'admin@demo-retail.test'],
  ['products', 'products', 'admin@demo-retail.test'],
  ['diagnostic-questions', 'diagnostic_questions', 'admin@demo-retail.test'],
  ['circuits', 'circuits', 'admin@demo-retail.test'],
  ['dispatch-circuit-rules', 'dispatch_circuit_rules', 'admin@demo-retail.test'],
  ['warehouse-dispatch-rules', 'warehouse_dispatch_rules', 'admin@demo-retail.test'],
  ['entities', 'organizations', 'admin@demo-retail.test'],
  ['payment-modes', 'payment_modes', 'admin@demo-retail.test'],
  ['shipping-methods', 'shipping_methods', 'admin@demo-retail.test'],
  ['users', 'users', 'admin@demo-retail.test'],
  ['stocks', 'stocks', 'wh.manager@demo-retail.test'],
  ['refurb-steps', 'refurb_steps', 'wh.manager@demo-retail.test'],
  ['refurb-diagnosis-questions', 'refurb_diagnostic_questions', 'wh.manager@demo-retail.test'],
]

test.group('Concurrent edits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const [resource, table, email] of RESOURCES) {
    test(`${resource}: a form loaded before another save is refused with conflict`, async ({
      client,
      assert,
    }) => {
      const token = await tokenOf(client, email)
      const list = await client.get(`/api/${resource}`).qs({ _start: 0, _end: 1 }).bearerToken(token)
      list.assertStatus(200)
      const id = list.body()[0]?.id
      assert.exists(id, `a ${resource} record to edit`)
      const read = await client.get(`/api/${resource}/${id}`).bearerToken(token)
      read.assertStatus(200)
      const form = read.body()
      assert.isNumber(form.version, 'the record carries its version')

      const first = await client.put(`/api/${resource}/${id}`).bearerToken(token).json(form)
      first.assertStatus(200)
      assert.equal(first.body().version, form.version + 1)
      const row = await db.from(table).where('id', id).first()
      assert.equal(row.version, form.version + 1)

      const second = await client
        .put(`/api/${resource}/${id}`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json(form)
      second.assertStatus(409)
      second.assertBodyContains({ code: 'conflict' })

      const again = await client.put(`/api/${resource}/${id}`).bearerToken(token).json(first.body())
      again.assertStatus(200)
    })
  }
})
