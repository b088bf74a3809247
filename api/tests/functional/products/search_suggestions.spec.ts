import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'

test.group('Products / search suggestions and "did you mean"', () => {
  test('suggestions: at most 8 published products as the customer types, ranked like the search', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const suggest = (keyword: string) =>
      client.get('/api/storefront/products/suggestions').qs({ keyword }).bearerToken(token)

    const typed = await suggest('ipone 13')
    typed.assertStatus(200)
    assert.properties(typed.body(), ['items', 'total'])
    assert.isAtMost(typed.body().items.length, 8)
    assert.equal(typed.body().items[0].modele, 'iPhone 13')
    // The storefront search's public product, nothing more.
    const searched = await client
      .get('/api/storefront/products')
      .qs({ keyword: 'iphone 13' })
      .bearerToken(token)
    assert.sameMembers(Object.keys(typed.body().items[0]), Object.keys(searched.body().items[0]))
    assert.includeMembers(Object.keys(typed.body().items[0]), ['id', 'label', 'maxBuybackPrice', 'category'])
    assert.notProperty(typed.body().items[0], 'accountId')

    // The last word may be unfinished, even of one letter: "galaxy s" suggests the S series.
    const unfinished = await suggest('galaxy s')
    assert.lengthOf(unfinished.body().items, 8)
    assert.isAbove(unfinished.body().total, 8)
    assert.isTrue(unfinished.body().items.every((item: { label: string }) => /Galaxy/.test(item.label)))
    const drafts = await db.from('products').where('status', 'draft').select('id')
    const ids = new Set(drafts.map((row) => row.id))
    assert.isTrue(unfinished.body().items.every((item: { id: string }) => !ids.has(item.id)))

    const short = await suggest('i')
    short.assertStatus(422)
    assert.property(short.body().errors, 'keyword')
    ;(await client.get('/api/storefront/products/suggestions').qs({ keyword: 'iphone' })).assertStatus(401)
  })

  test('no result answers the corrected keyword when a close catalogue word exists', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const search = (keyword: string) =>
      client.get('/api/storefront/products').qs({ keyword }).bearerToken(token)

    const typo = await search('gallaxi')
    typo.assertStatus(200)
    assert.equal(typo.body().total, 0)
    assert.equal(typo.body().didYouMean, 'galaxy')
    assert.isAbove((await search(typo.body().didYouMean)).body().total, 0)

    const found = await search('ipone 14')
    assert.isAbove(found.body().total, 0)
    assert.isNull(found.body().didYouMean)
    assert.isNull((await search('zzqxw')).body().didYouMean)

    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const store = await client.get('/api/store/products').qs({ keyword: 'pixle 8' }).bearerToken(seller)
    store.assertStatus(200)
    assert.equal(store.body().items[0].modele, 'Pixel 8')
    assert.isNull(store.body().didYouMean)
    assert.properties(store.body(), ['items', 'total', 'page', 'perPage', 'didYouMean'])
  })

  test('the back office keeps its explicit sort with a keyword', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .get('/api/products/search')
      .qs({ keyword: 'iphone 13', sort: 'buybackPriceGradeA', order: 'desc', perPage: 40 })
      .bearerToken(token)
    response.assertStatus(200)
    const prices = response
      .body()
      .items.map((item: { buybackPriceGradeA: number }) => item.buybackPriceGradeA)
    assert.deepEqual(
      prices,
      [...prices].sort((a: number, b: number) => b - a)
    )
  })
})

test.group('Products / search synonyms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an administrator reads and replaces the synonyms; searches use them at once', async ({
    client,
    assert,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/search-synonyms').bearerToken(admin)
    current.assertStatus(200)
    assert.deepInclude(current.body().synonyms, { term: 'ps5', replacement: 'playstation 5' })

    const visitor = await anonymousToken(client)
    const search = async (keyword: string) =>
      (await client.get('/api/storefront/products').qs({ keyword }).bearerToken(visitor)).body()
    const first = async (keyword: string) => (await search(keyword)).items[0]
    assert.equal((await first('ps5')).modele, 'PlayStation 5')
    const withSynonym = (await search('ps5')).total
    assert.notEqual((await first('console de salon')).modele, 'Xbox Series X')

    const saved = await client
      .put('/api/settings/search-synonyms')
      .json({ synonyms: [{ term: ' Console de salon ', replacement: 'xbox series x' }] })
      .bearerToken(admin)
    saved.assertStatus(200)
    assert.deepEqual(saved.body().synonyms, [{ term: 'Console de salon', replacement: 'xbox series x' }])
    assert.equal((await first('console de salon')).modele, 'Xbox Series X')
    // "ps5" is "ps" and "5" again: the PlayStation 4s are no longer found.
    assert.isBelow((await search('ps5')).total, withSynonym)
    const rows = await db.from('search_synonyms').select('term')
    assert.deepEqual(
      rows.map((row) => row.term),
      ['Console de salon']
    )
  })

  test('cannot save two replacements for one term, nor a term without words', async ({ client, assert }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const put = (synonyms: unknown) =>
      client.put('/api/settings/search-synonyms').json({ synonyms }).bearerToken(admin)
    const duplicate = await put([
      { term: 'PS5', replacement: 'playstation 5' },
      { term: 'ps 5', replacement: 'playstation' },
    ])
    duplicate.assertStatus(422)
    assert.equal(
      duplicate.body().errors.synonyms,
      'Un terme ne peut avoir qu’un seul remplacement (« PS5 » et « ps 5 » sont le même terme).'
    )
    const empty = await put([{ term: '--', replacement: 'x' }])
    empty.assertStatus(422)
    assert.equal(empty.body().errors['synonyms.0.term'], 'Saisissez au moins un mot.')
    assert.isAbove(Number((await db.from('search_synonyms').count('* as total'))[0].total), 0)
  })

  test('cannot read or change the synonyms without the general settings permission', async ({ client }) => {
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get('/api/settings/search-synonyms').bearerToken(seller)).assertStatus(403)
    ;(
      await client.put('/api/settings/search-synonyms').json({ synonyms: [] }).bearerToken(seller)
    ).assertStatus(403)
  })
})
