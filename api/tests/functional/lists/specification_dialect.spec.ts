import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'
const JSON_LD = 'application/ld+json'

/** The lists of part 2 §7 a client written from the specification reads, with a column each sorts on. */
const LISTS = [
  { path: '/api/users', sort: 'email' },
  { path: '/api/categories', sort: 'label' },
  { path: '/api/products', sort: 'brand' },
  { path: '/api/entities', sort: 'commonName' },
  { path: '/api/organizations', sort: 'commonName' },
]

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id)

test.group('Lists / the specification dialect', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const { path, sort } of LISTS) {
    test(`${path} pages with page and itemsPerPage as the back office does with _start and _end`, async ({
      client,
      assert,
    }) => {
      const token = await tokenOf(client, ADMIN)
      const backOffice = await client
        .get(`${path}?_start=2&_end=5&_sort=${sort}&_order=DESC`)
        .bearerToken(token)
      backOffice.assertStatus(200)
      const spec = await client.get(`${path}?page=2&itemsPerPage=3&order[${sort}]=desc`).bearerToken(token)
      spec.assertStatus(200)
      assert.isArray(spec.body())
      assert.lengthOf(spec.body(), 3)
      const following = await client
        .get(`${path}?_start=3&_end=6&_sort=${sort}&_order=DESC`)
        .bearerToken(token)
      assert.deepEqual(idsOf(spec.body()), idsOf(following.body()))
      assert.equal(spec.header('x-total-count'), backOffice.header('x-total-count'))
    })

    test(`${path} answers a Hydra collection when JSON-LD is asked for`, async ({ client, assert }) => {
      const token = await tokenOf(client, ADMIN)
      const plain = await client.get(`${path}?_start=0&_end=2&_sort=${sort}&_order=ASC`).bearerToken(token)
      const response = await client
        .get(`${path}?itemsPerPage=2&order[${sort}]=asc`)
        .header('Accept', JSON_LD)
        .bearerToken(token)
      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /^application\/ld\+json/)
      const body = response.body()
      assert.equal(body['@type'], 'hydra:Collection')
      assert.equal(body['hydra:totalItems'], Number(plain.header('x-total-count')))
      assert.deepEqual(idsOf(body['hydra:member']), idsOf(plain.body()))
      assert.equal(body['hydra:member'][0]['@id'], `${path}/${plain.body()[0].id}`)
      const view = body['hydra:view']
      assert.equal(view['@type'], 'hydra:PartialCollectionView')
      assert.include(view['hydra:next'], 'page=2')
      assert.notProperty(view, 'hydra:previous')
      const last = Math.ceil(body['hydra:totalItems'] / 2)
      assert.include(view['hydra:last'], `page=${last}`)
    })

    test(`${path} refuses a parameter it does not know, in both dialects`, async ({ client, assert }) => {
      const token = await tokenOf(client, ADMIN)
      for (const [query, parameter] of [
        ['colour=red&_start=0&_end=5', 'colour'],
        ['colour=red&page=1', 'colour'],
        ['order[nothing]=asc', 'order[nothing]'],
        [`order[${sort}]=sideways`, `order[${sort}]`],
        ['status[like]=a', 'status[like]'],
      ]) {
        const response = await client.get(`${path}?${query}`).bearerToken(token)
        response.assertStatus(400)
        assert.equal(response.body().code, 'unknown_list_parameter', query)
        assert.equal(response.body().parameter, parameter)
        assert.include(response.body().message, parameter)
      }
    })
  }

  test('pagination=false answers every row; partial=true counts none', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const all = await client.get('/api/entities?pagination=false').bearerToken(token)
    all.assertStatus(200)
    assert.lengthOf(all.body(), Number(all.header('x-total-count')))
    assert.isAbove(all.body().length, 3)

    const partial = await client
      .get('/api/users?partial=true&itemsPerPage=5')
      .header('Accept', JSON_LD)
      .bearerToken(token)
    partial.assertStatus(200)
    assert.isUndefined(partial.header('x-total-count'))
    assert.notProperty(partial.body(), 'hydra:totalItems')
    assert.lengthOf(partial.body()['hydra:member'], 5)
    assert.include(partial.body()['hydra:view']['hydra:next'], 'page=2')
    assert.notProperty(partial.body()['hydra:view'], 'hydra:last')
  })

  test('organizations are the entities at the specification path, one by one too', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const entities = await client.get('/api/entities?pagination=false').bearerToken(token)
    const organizations = await client.get('/api/organizations?pagination=false').bearerToken(token)
    assert.deepEqual(organizations.body(), entities.body())
    const [first] = entities.body()
    const one = await client.get(`/api/organizations/${first.id}`).bearerToken(token)
    one.assertStatus(200)
    assert.deepEqual(one.body(), (await client.get(`/api/entities/${first.id}`).bearerToken(token)).body())
    const stores = await client.get('/api/organizations?type=store&status=active').bearerToken(token)
    assert.isTrue(stores.body().every((row: { type: string }) => row.type === 'store'))
  })

  test('pagination=false is refused beyond the largest page the list gives', async ({ client, assert }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const response = await client.get('/api/products?pagination=false').bearerToken(token)
    response.assertStatus(400)
    assert.equal(response.body().code, 'pagination_required')
  })

  test('field[] filters take any of their values', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const byType = async (query: string) =>
      (await client.get(`/api/entities?pagination=false&${query}`).bearerToken(token)).body()
    const stores = await byType('type[]=store')
    const warehouses = await byType('type[]=warehouse')
    const both = await byType('type[]=store&type[]=warehouse')
    assert.isAbove(stores.length, 0)
    assert.isAbove(warehouses.length, 0)
    assert.sameMembers(idsOf(both), [...idsOf(stores), ...idsOf(warehouses)])

    const users = async (query: string) =>
      Number((await client.get(`/api/users?${query}`).bearerToken(token)).header('x-total-count'))
    const active = await users('status[]=active')
    assert.equal(await users('status[]=active&status[]=inactive'), active + (await users('status=inactive')))
  })

  test('products take the specification filters: search, category[], grade-A price range in cents', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const rows = async (query: string) =>
      (await client.get(`/api/products?itemsPerPage=100&${query}`).bearerToken(token)).body() as {
        id: number
        label: string
        buybackPriceGradeA: number
        category: { id: number } | null
      }[]
    const priced = await rows('buybackPriceGradeA[gte]=10000&buybackPriceGradeA[lte]=30000')
    assert.isAbove(priced.length, 0)
    assert.isTrue(priced.every((row) => row.buybackPriceGradeA >= 10000 && row.buybackPriceGradeA <= 30000))
    const cheaper = await rows('buybackPriceGradeA[lt]=10000')
    assert.isTrue(cheaper.every((row) => row.buybackPriceGradeA < 10000))

    const iphones = await rows('search_product_buyback=iphone')
    assert.isAbove(iphones.length, 0)
    assert.isTrue(iphones.every((row) => /iphone/i.test(row.label)))

    const categoryId = iphones[0].category!.id
    const inCategory = await rows(`category[]=${categoryId}`)
    assert.includeMembers(idsOf(inCategory), idsOf(iphones.filter((row) => row.category?.id === categoryId)))
    const none = await rows('category[]=999999')
    assert.lengthOf(none, 0)
  })
})
