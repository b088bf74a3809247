import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { adminToken } from './fixtures.js'
import { copyRow, statementsOf } from '#tests/helpers/statements'

/**
 * An owner's categories list reads its total and each category's question and child counts as kept at its
 * tree's version (#kept/category_list_counts): the next page counts nothing, and a category or a question
 * written straight to the database, never through the process's models, shows at the request after.
 */
interface Row {
  id: number
  questionCount: number
  hasChildren: boolean
}

async function list(client: ApiClient, token: string) {
  const response = await client.get('/api/categories').qs({ _start: 0, _end: 500 }).bearerToken(token)
  response.assertStatus(200)
  const rows = response.body() as Row[]
  return { total: Number(response.header('x-total-count')), byId: new Map(rows.map((row) => [row.id, row])) }
}

test.group('Categories / list totals and counts kept', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a category and a question written in the database show at the next request', async ({
    client,
    assert,
  }) => {
    const token = await adminToken(client)
    const before = await list(client, token)
    const counting = await statementsOf(() => list(client, token))
    assert.isFalse(
      counting.some((sql) => /count\(\*\)/i.test(sql)),
      counting.join('\n')
    )

    const leaf = [...before.byId.values()].find((row) => !row.hasChildren)!
    const leafRow = await db.from('categories').where('id', leaf.id).firstOrFail()
    const childId = await copyRow('categories', leafRow, {
      identifier: `${leafRow.identifier}-child`,
      label: `${leafRow.label} (child)`,
      parent_id: leaf.id,
      path: `${leafRow.path}${leaf.id}/`,
    })
    const question = await db.from('diagnostic_questions').firstOrFail()
    await copyRow('diagnostic_questions', question, { category_id: leaf.id })

    const after = await list(client, token)
    assert.equal(after.total, before.total + 1)
    assert.isTrue(after.byId.get(leaf.id)!.hasChildren)
    assert.equal(after.byId.get(leaf.id)!.questionCount, leaf.questionCount + 1)
    assert.equal(after.byId.get(childId)!.questionCount, 0)

    await db.from('diagnostic_questions').where('category_id', leaf.id).delete()
    await db.from('categories').where('id', childId).delete()
    const undone = await list(client, token)
    assert.equal(undone.total, before.total)
    assert.isFalse(undone.byId.get(leaf.id)!.hasChildren)
    assert.equal(undone.byId.get(leaf.id)!.questionCount, 0)
  })
})
