import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { adminToken, categoryNamed, circuitsOf, demoRetail } from './fixtures.js'
import { tokenOf } from '#tests/helpers/demo'

interface Node {
  identifier: string
  questionCount: number
  productCount: number
  publishedWebCount: number
  publishedStoreCount: number
  children: Node[]
}
const find = (nodes: Node[], identifier: string): Node | undefined =>
  nodes.find((node) => node.identifier === identifier) ??
  nodes.map((node) => find(node.children, identifier)).find(Boolean)

async function counts(categoryIds: number[]) {
  const rows = await db.from('products').whereIn('category_id', categoryIds).select('status')
  return { total: rows.length, published: rows.filter((row) => row.status === 'published').length }
}

test.group('Categories / tree', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the tree has one root and counts products along its branches', async ({ client, assert }) => {
    const response = await client.get('/api/categories/tree').bearerToken(await adminToken(client))
    response.assertStatus(200)
    const tree = response.body() as Node[]
    assert.deepEqual(
      tree.map((node) => node.identifier),
      ['catalogue']
    )

    const xbox = await categoryNamed('xbox')
    const own = await counts([xbox.id])
    assert.isAbove(own.total, 0)
    assert.deepInclude(find(tree, 'xbox'), {
      productCount: own.total,
      publishedWebCount: own.published,
      publishedStoreCount: own.published,
    })
    const family = await db.from('categories').where('path', 'like', `%/${xbox.parentId}/%`).select('id')
    const consoles = await counts(family.map((row) => row.id))
    assert.equal(find(tree, 'consoles')!.productCount, consoles.total)
    const all = await db.from('products').where('account_id', xbox.accountId).count('* as total')
    assert.equal(tree[0].productCount, Number(all[0].total))
  })

  test("a super admin's roots name their client; a client's own tree does not", async ({
    client,
    assert,
  }) => {
    const { account } = await demoRetail()
    const every = await client
      .get('/api/categories/tree')
      .bearerToken(await tokenOf(client, 'superadmin@reprise.test'))
    every.assertStatus(200)
    const demoRoot = (every.body() as (Node & { accountId?: number })[]).find(
      (node) => node.identifier === 'catalogue'
    )
    assert.equal(demoRoot?.accountId, account.id)
    assert.notProperty(demoRoot!.children[0], 'accountId')
    const own = await client.get('/api/categories/tree').bearerToken(await adminToken(client))
    assert.notProperty(own.body()[0], 'accountId')
  })

  test('each node carries its own question count, and the tree is sent as JSON', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/categories/tree').bearerToken(await adminToken(client))
    assert.match(response.header('content-type') ?? '', /^application\/json/)
    const tree = response.body() as Node[]
    const asked = await db
      .from('diagnostic_questions')
      .groupBy('category_id')
      .select('category_id')
      .count('* as total')
    assert.isNotEmpty(asked)
    for (const row of asked) {
      const category = await db.from('categories').where('id', row.category_id).first()
      if (category.account_id !== (await categoryNamed('xbox')).accountId) continue
      assert.equal(find(tree, category.identifier)!.questionCount, Number(row.total))
    }
    assert.equal(find(tree, 'catalogue')!.questionCount, 0)
  })

  test('published products count for a channel only with an active circuit of that channel', async ({
    client,
    assert,
  }) => {
    const xbox = await categoryNamed('xbox')
    const circuits = await circuitsOf(xbox.accountId)
    const web = Object.values(circuits).filter((circuit) => circuit.channel === 'web')
    await db
      .from('category_circuits')
      .where('category_id', xbox.id)
      .whereIn(
        'circuit_id',
        web.map((circuit) => circuit.id)
      )
      .update({ active: false })
    const tree = (await client.get('/api/categories/tree').bearerToken(await adminToken(client))).body()
    const own = await counts([xbox.id])
    assert.deepInclude(find(tree, 'xbox'), { publishedWebCount: 0, publishedStoreCount: own.published })
  })
})
