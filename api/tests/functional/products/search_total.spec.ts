import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { BOUNDS } from '#domain/bounds'
import { anonymousToken } from '#tests/helpers/demo'
import { signIn } from './fixtures.js'
import { demoAccountId, insertProducts } from '#tests/helpers/generated_catalogue'

/**
 * A keyword search counts its matches up to BOUNDS.searchMatchesCounted, and says when more match
 * (`totalIsLowerBound`), rather than scoring thousands of matches to count them; the back office's list
 * still counts them all for its pager.
 */
const COUNTED = BOUNDS.searchMatchesCounted

test.group('Products / search total counted up to a bound', (group) => {
  let tokens: Record<string, string>
  group.setup(async () => {
    tokens = await signIn(['admin@demo-retail.test', 'seller@demo-retail.test'])
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('more matches than the bound: "more than" it, and the pages within it are served', async ({
    client,
    assert,
  }) => {
    const accountId = await demoAccountId()
    // As many published matches as counted, and a draft: the number is still exact.
    const published = Array.from({ length: COUNTED - 1 }, (_, index) => ({ label: `Quasar ${index}` }))
    await insertProducts(accountId, [
      ...published,
      { label: 'Quasar Draft', status: 'draft' as const },
      { label: 'Quasar Unique Zeppo' },
    ])
    const visitor = await anonymousToken(client)
    const search = async (keyword: string, page = 1) => {
      const response = await client.get('/api/storefront/products').qs({ keyword, page }).bearerToken(visitor)
      response.assertStatus(200)
      return response.body()
    }

    const full = await search('quasar')
    assert.equal(full.total, COUNTED)
    assert.isFalse(full.totalIsLowerBound)

    await insertProducts(accountId, [{ label: 'Quasar Plus' }])
    const beyond = await search('quasar')
    assert.equal(beyond.total, COUNTED)
    assert.isTrue(beyond.totalIsLowerBound)
    assert.lengthOf(beyond.items, BOUNDS.searchPageSize)
    // The storefront's last page within the bound is served whole.
    const last = await search('quasar', COUNTED / BOUNDS.searchPageSize)
    assert.lengthOf(last.items, BOUNDS.searchPageSize)
    assert.isTrue(last.totalIsLowerBound)

    // A word of few products: exact, even beside a broad one (its products come first).
    const narrow = await search('zeppo')
    assert.equal(narrow.total, 1)
    assert.isFalse(narrow.totalIsLowerBound)
    assert.equal((await search('zeppo quasar')).items[0].label, 'Quasar Unique Zeppo')

    const suggestions = await client
      .get('/api/storefront/products/suggestions')
      .qs({ keyword: 'quasar' })
      .bearerToken(visitor)
    assert.lengthOf(suggestions.body().items, 8)
    assert.isTrue(suggestions.body().totalIsLowerBound)

    const store = await client
      .get('/api/store/products')
      .qs({ keyword: 'quasar' })
      .bearerToken(tokens['seller@demo-retail.test'])
    assert.equal(store.body().total, COUNTED)
    assert.isTrue(store.body().totalIsLowerBound)

    // The back office's list counts every match for its pager, drafts included.
    const list = await client
      .get('/api/products')
      .qs({ q: 'quasar', _start: 0, _end: 10 })
      .bearerToken(tokens['admin@demo-retail.test'])
    list.assertStatus(200)
    assert.equal(list.header('x-total-count'), String(COUNTED + 2))
  })
})
