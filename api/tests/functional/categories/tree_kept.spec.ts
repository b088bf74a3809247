import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { recountKeptCounts } from '#kept/counts'
import { tokenOf } from '#tests/helpers/demo'
import { startApiProcesses } from '#tests/helpers/api_processes'
import {
  adminToken,
  categoryNamed,
  demoRetail,
  newCategoryBody,
  otherAdminToken,
  superAdminToken,
} from './fixtures.js'

/**
 * The tree is kept serialised in the API process between requests (services/category_tree_cache.ts): each
 * write below goes straight to the database, never through the process's models, and the next request must
 * show it.
 */
interface Node {
  id: number
  identifier: string
  label: string
  questionCount: number
  productCount: number
  publishedWebCount: number
  publishedStoreCount: number
  children: Node[]
}
const find = (nodes: Node[], identifier: string): Node | undefined =>
  nodes.find((node) => node.identifier === identifier) ??
  nodes.map((node) => find(node.children, identifier)).find(Boolean)
const identifiers = (nodes: Node[]): string[] =>
  nodes.flatMap((node) => [node.identifier, ...identifiers(node.children)])

async function treeOf(client: ApiClient, token: string, module?: string) {
  const request = client.get('/api/categories/tree').bearerToken(token)
  if (module) request.header('x-module', module)
  const response = await request
  response.assertStatus(200)
  return response.body() as Node[]
}

async function xboxOf(client: ApiClient, token: string) {
  return find(await treeOf(client, token), 'xbox')!
}

const buyerToken = (client: ApiClient) => tokenOf(client, 'buyer@demo-buyer.test')

/** A product written straight into the table, as another program would. */
async function insertProduct(category: { id: number; accountId: number }, status = 'draft') {
  const id = randomUUID()
  const now = new Date()
  await db.table('products').insert({
    id,
    account_id: category.accountId,
    category_id: category.id,
    label: 'Xbox One X',
    status,
    created_at: now,
    updated_at: now,
  })
  return id
}

test.group('Categories / tree kept between requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a label changed in the database shows at once', async ({ client, assert }) => {
    const token = await adminToken(client)
    const xbox = await categoryNamed('xbox')
    assert.equal((await xboxOf(client, token)).label, xbox.label)
    await db.from('categories').where('id', xbox.id).update({ label: 'Xbox Series' })
    assert.equal((await xboxOf(client, token)).label, 'Xbox Series')
  })

  test('a question added in the database counts at once', async ({ client, assert }) => {
    const token = await adminToken(client)
    const xbox = await categoryNamed('xbox')
    const before = (await xboxOf(client, token)).questionCount
    const now = new Date()
    await db.table('diagnostic_questions').insert({
      category_id: xbox.id,
      title: 'La manette répond-elle ?',
      created_at: now,
      updated_at: now,
    })
    assert.equal((await xboxOf(client, token)).questionCount, before + 1)
  })

  test('a product added, published and deleted in the database counts at once', async ({
    client,
    assert,
  }) => {
    const token = await adminToken(client)
    const xbox = await categoryNamed('xbox')
    const before = await xboxOf(client, token)
    const id = await insertProduct(xbox)
    assert.deepInclude(await xboxOf(client, token), {
      productCount: before.productCount + 1,
      publishedWebCount: before.publishedWebCount,
    })
    await db.from('products').where('id', id).update({ status: 'published' })
    assert.deepInclude(await xboxOf(client, token), {
      productCount: before.productCount + 1,
      publishedWebCount: before.publishedWebCount + 1,
      publishedStoreCount: before.publishedStoreCount + 1,
    })
    const consoles = find(await treeOf(client, token), 'consoles')!
    await db.from('products').where('id', id).delete()
    assert.deepInclude(await xboxOf(client, token), {
      productCount: before.productCount,
      publishedWebCount: before.publishedWebCount,
    })
    assert.equal(find(await treeOf(client, token), 'consoles')!.productCount, consoles.productCount - 1)
  })

  test('a circuit link toggled or a circuit moved to another channel in the database shows at once', async ({
    client,
    assert,
  }) => {
    const token = await adminToken(client)
    const xbox = await categoryNamed('xbox')
    const before = await xboxOf(client, token)
    assert.isAbove(before.publishedWebCount, 0)
    const web = db.from('circuits').where({ account_id: xbox.accountId, channel: 'web' }).select('id')
    const webIds = (await web).map((row) => Number(row.id))

    await db
      .from('category_circuits')
      .where('category_id', xbox.id)
      .whereIn('circuit_id', webIds)
      .update({ active: false })
    assert.equal((await xboxOf(client, token)).publishedWebCount, 0)
    await db
      .from('category_circuits')
      .where('category_id', xbox.id)
      .whereIn('circuit_id', webIds)
      .update({ active: true })
    assert.equal((await xboxOf(client, token)).publishedWebCount, before.publishedWebCount)

    await db.from('circuits').whereIn('id', webIds).update({ channel: 'store' })
    assert.deepInclude(await xboxOf(client, token), {
      publishedWebCount: 0,
      publishedStoreCount: before.publishedStoreCount,
    })
  })

  test('a buyer’s tree counts a product added in the database at once', async ({ client, assert }) => {
    const buyer = await buyerToken(client)
    const xbox = await categoryNamed('xbox')
    const before = find(await treeOf(client, buyer, 'lcm'), 'xbox')!
    await insertProduct(xbox, 'published')
    assert.deepInclude(find(await treeOf(client, buyer, 'lcm'), 'xbox'), {
      productCount: before.productCount + 1,
      publishedStoreCount: before.publishedStoreCount + 1,
    })
  })

  test('the counts the nightly recount repairs show at once', async ({ client, assert }) => {
    const token = await adminToken(client)
    const xbox = await categoryNamed('xbox')
    const exact = (await xboxOf(client, token)).productCount
    // A count that drifted (what the recount is for), seen once the tree is built again.
    await db.from('category_product_counts').where('category_id', xbox.id).increment('product_count', 5)
    await db.from('categories').where('id', xbox.id).update({ label: 'Xbox Series' })
    assert.equal((await xboxOf(client, token)).productCount, exact + 5)
    await recountKeptCounts()
    assert.equal((await xboxOf(client, token)).productCount, exact)
  })

  test('actors who see different categories never share a tree', async ({ client, assert }) => {
    const admin = await adminToken(client)
    const buyer = await buyerToken(client)
    const all = identifiers(await treeOf(client, admin))
    assert.include(all, 'xbox')
    assert.deepEqual(identifiers(await treeOf(client, buyer, 'lcm')), all)
    assert.deepEqual(await treeOf(client, await otherAdminToken(client)), [])

    // Demo Buyer no longer buys the consoles: its tree loses them, the retailer's keeps them.
    const xbox = await categoryNamed('xbox')
    const consoles = await db.from('categories').where('path', 'like', `%/${xbox.parentId}/%`).select('id')
    await db
      .from('categories')
      .whereIn('id', [xbox.parentId!, ...consoles.map((row) => row.id)])
      .update({ buyer_account_id: null })
    const bought = identifiers(await treeOf(client, buyer, 'lcm'))
    assert.notInclude(bought, 'xbox')
    assert.notInclude(bought, 'consoles')
    assert.include(bought, 'smartphones')
    assert.deepEqual(identifiers(await treeOf(client, admin)), all)
    assert.deepEqual(identifiers(await treeOf(client, await superAdminToken(client))), all)
    assert.deepEqual(await treeOf(client, await otherAdminToken(client)), [])

    // Even when their accounts are at one version (Other Retail has none: 0), each has its own tree.
    await db.from('category_tree_versions').update({ version: 0 })
    assert.deepEqual(identifiers(await treeOf(client, admin)), all)
    assert.deepEqual(await treeOf(client, await otherAdminToken(client)), [])
    assert.deepEqual(identifiers(await treeOf(client, admin)), all)
  })

  test('the back office revalidates it: 304 while it is unchanged, the new tree after a change', async ({
    client,
    assert,
  }) => {
    const token = await adminToken(client)
    const first = await client.get('/api/categories/tree').bearerToken(token)
    const etag = first.header('etag') ?? ''
    assert.match(etag, /^"[\w-]+"$/)
    assert.equal(first.header('cache-control'), 'private, no-cache')

    const same = await client.get('/api/categories/tree').bearerToken(token).header('if-none-match', etag)
    same.assertStatus(304)
    assert.equal(same.text(), '')

    const xbox = await categoryNamed('xbox')
    await db.from('categories').where('id', xbox.id).update({ label: 'Xbox Series' })
    const changed = await client.get('/api/categories/tree').bearerToken(token).header('if-none-match', etag)
    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
    assert.equal(find(changed.body(), 'xbox')!.label, 'Xbox Series')
  })

  test('a version rolled back is not the version of the next write', async ({ assert }) => {
    const { account } = await demoRetail()
    const xbox = await categoryNamed('xbox')
    const version = async () =>
      String((await db.from('category_tree_versions').where('account_id', account.id).first()).version)
    const before = await version()
    let inside = ''
    await db
      .transaction(async (trx) => {
        await trx.from('categories').where('id', xbox.id).update({ label: 'Xbox Series' })
        inside = String(
          (await trx.from('category_tree_versions').where('account_id', account.id).first()).version
        )
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.notEqual(inside, before)
    assert.equal(await version(), before)
    await db.from('categories').where('id', xbox.id).update({ label: 'Xbox One' })
    assert.notIncludeMembers([before, inside], [await version()])
  })
})

/**
 * Another instance on the same database (as `npm start` runs several processes, or several hosts one MySQL):
 * what it writes never passes through this process. Outside the global transaction: the test puts back
 * what it wrote.
 */
test.group('Categories / tree kept between requests, another API process writing', (group) => {
  let other = ''
  group.setup(async () => {
    const processes = await startApiProcesses(1)
    other = processes.urls[1]!
    return () => processes.stop()
  })

  test('a category created, then deleted, by another process shows here at once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await adminToken(client)
    const send = (method: string, path: string, body?: object) =>
      fetch(`${other}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      })
    assert.notInclude(identifiers(await treeOf(client, token)), 'foldables')

    const created = await send('POST', '/api/categories', await newCategoryBody())
    assert.equal(created.status, 201)
    const { id } = (await created.json()) as { id: number }
    cleanup(async () => {
      await db.from('categories').where('id', id).delete()
    })
    assert.include(identifiers(await treeOf(client, token)), 'foldables')

    assert.equal((await send('DELETE', `/api/categories/${id}`)).status, 200)
    assert.notInclude(identifiers(await treeOf(client, token)), 'foldables')
  })
})
