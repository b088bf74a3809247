import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'

/**
 * Lists read their rows as plain data, shows read models (services/plain_records.ts): each row of a list
 * must be the record as its own page answers it, minus what only the page loads.
 */
async function rowsAndShown(client: ApiClient, token: string, resource: string, module = 'tim') {
  const list = await client
    .get(`/api/${resource}`)
    .qs({ _start: 0, _end: 50 })
    .bearerToken(token)
    .header('x-module', module)
  list.assertStatus(200)
  const rows = list.body() as Record<string, unknown>[]
  const shown = []
  for (const row of rows) {
    const response = await client
      .get(`/api/${resource}/${row.id}`)
      .bearerToken(token)
      .header('x-module', module)
    response.assertStatus(200)
    shown.push(response.body())
  }
  return { rows, shown }
}

/** The client column of a list (its account's name) is the list's own: a page names its client elsewhere. */
const withoutClientColumn = ({ accountName: _a, ...row }: Record<string, unknown>) => row

test.group('Lists / rows as their page shows them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('entities', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const { rows, shown } = await rowsAndShown(client, token, 'entities')
    assert.isAbove(rows.length, 5)
    assert.deepEqual(rows.map(withoutClientColumn), shown)
  })

  test('categories, but for the workshops and circuits only the page loads', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const { rows, shown } = await rowsAndShown(client, token, 'categories')
    assert.isAbove(rows.length, 5)
    assert.deepEqual(
      rows.map(withoutClientColumn),
      shown.map(({ warehouseIds: _w, circuits: _c, ...row }) => withoutClientColumn(row))
    )
  })

  test('stocks, with their figures', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const { rows, shown } = await rowsAndShown(client, token, 'stocks', 'rps')
    assert.isTrue(rows.some((row) => Number(row.itemCount) > 0))
    assert.deepEqual(rows.map(withoutClientColumn), shown)
  })
})
