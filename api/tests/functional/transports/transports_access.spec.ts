import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'
import { LILLE, LYON, workshop } from '#tests/helpers/refurb'
import { demoPackageTransport } from '#tests/helpers/transports'

/**
 * The transports list is no longer the platform's alone. A workshop's manager follows the parcels
 * of its workshop, a retailer's admin those of its retailer; each sees nothing of another's.
 */

/** Two demo package transports, one arriving at Lille, the other at Lyon. */
async function parcelsOfBothWorkshops() {
  const [lille, lyon] = [await workshop(LILLE), await workshop(LYON)]
  const toLille = await demoPackageTransport(0)
  const toLyon = await demoPackageTransport(1)
  for (const [{ transport, parcel }, site] of [
    [toLille, lille],
    [toLyon, lyon],
  ] as const) {
    await db.from('packages').where('id', parcel.id).update({ destination_id: site.id })
    await db.from('transports').where('id', transport.id).update({ destination_id: site.id })
  }
  return { toLille: toLille.transport.id, toLyon: toLyon.transport.id }
}

async function listedBy(client: ApiClient, token: string) {
  const response = await client
    .get('/api/transports')
    .qs({ _start: 0, _end: 1000, _sort: 'createdAt', _order: 'DESC' })
    .bearerToken(token)
  response.assertStatus(200)
  return (response.body() as { id: number }[]).map((row) => row.id)
}

test.group('Transports / who follows which parcels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a workshop manager follows the transports of its workshop, not another workshop’s', async ({
    client,
    assert,
  }) => {
    const { toLille, toLyon } = await parcelsOfBothWorkshops()
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')

    const listed = await listedBy(client, token)
    assert.include(listed, toLille)
    assert.notInclude(listed, toLyon)
    ;(await client.get(`/api/transports/${toLille}`).bearerToken(token)).assertStatus(200)
    ;(await client.get(`/api/transports/${toLyon}`).bearerToken(token)).assertStatus(404)
    ;(await client.get(`/api/transports/${toLyon}/label`).bearerToken(token)).assertStatus(404)
    const csv = await client.get('/api/transports/export').bearerToken(token)
    csv.assertStatus(200)
    // Asking every carrier now stays the platform's.
    ;(await client.post('/api/transports/tracking').bearerToken(token)).assertStatus(403)
  })

  test('a retailer’s admin follows its retailer’s transports; another retailer’s admin sees none', async ({
    client,
    assert,
  }) => {
    const { toLille, toLyon } = await parcelsOfBothWorkshops()
    const ours = await tokenOf(client, 'admin@demo-retail.test')
    const listed = await listedBy(client, ours)
    assert.includeMembers(listed, [toLille, toLyon])
    ;(await client.get(`/api/transports/${toLyon}`).bearerToken(ours)).assertStatus(200)

    const other = await tokenOf(client, 'admin@other-retail.test')
    const theirs = await listedBy(client, other)
    assert.notInclude(theirs, toLille)
    assert.notInclude(theirs, toLyon)
    const demoAccount = (await db.from('transports').where('id', toLille).firstOrFail()).account_id
    const leaked = theirs.length
      ? await db.from('transports').whereIn('id', theirs).where('account_id', demoAccount)
      : []
    assert.lengthOf(leaked, 0)
    ;(await client.get(`/api/transports/${toLille}`).bearerToken(other)).assertStatus(404)
  })

  test('a workshop operator and a store seller are still refused the list', async ({ client }) => {
    for (const email of ['operator@demo-retail.test', 'seller@demo-retail.test']) {
      const token = await tokenOf(client, email)
      ;(await client.get('/api/transports').bearerToken(token)).assertStatus(403)
    }
  })
})
