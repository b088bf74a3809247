import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { NATIVE_STOCKS } from '#models/stock'
import { tokenOf } from '#tests/helpers/demo'

const CREATE_ROUTES = [
  '/api/entities',
  '/api/users',
  '/api/categories',
  '/api/products',
  '/api/diagnostic-questions',
  '/api/circuits',
  '/api/payment-modes',
  '/api/shipping-methods',
  '/api/stocks',
  '/api/dispatch-circuit-rules',
  '/api/warehouse-dispatch-rules',
  '/api/refurb-steps',
  '/api/refurb-diagnosis-questions',
]

/** The lists of records an account owns, each with its client column and filter for the platform admin. */
const ACCOUNT_LISTS = [
  '/api/entities',
  '/api/users',
  '/api/categories',
  '/api/products',
  '/api/circuits',
  '/api/payment-modes',
  '/api/shipping-methods',
  '/api/stocks',
  '/api/dispatch-circuit-rules',
  '/api/warehouse-dispatch-rules',
  '/api/refurb-steps',
  '/api/refurb-diagnosis-questions',
]

/** The routes of the workshop module, which Demo Retail's admin calls in that module. */
const WORKSHOP_ROUTES = ['/api/stocks', '/api/refurb-steps', '/api/refurb-diagnosis-questions']

const newClient = {
  commonName: 'Brico Reprise',
  status: 'active',
  country: 'FR',
  paymentIssuer: 'retailer',
  transportContractHolder: 'retailer',
  modules: ['tim', 'rps'],
  whiteLabel: { host: 'reprise.brico.test', status: 'active' },
}

/** Posts as the super admin for the client, expecting the record in the client's account. */
async function createFor(client: ApiClient, token: string, accountId: number, url: string, body: object) {
  const response = await client
    .post(url)
    .bearerToken(token)
    .json({ ...body, accountId })
  if (response.status() !== 201) {
    throw new Error(`${url} answered ${response.status()} ${JSON.stringify(response.body())}`)
  }
  response.assertBodyContains({ accountId })
  return response.body()
}

test.group('Acting for a client', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anyone but the platform admin naming another account is refused on every create', async ({
    client,
    assert,
  }) => {
    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    for (const url of CREATE_ROUTES) {
      const module = WORKSHOP_ROUTES.includes(url) ? 'rps' : 'tim'
      const refused = await client
        .post(url)
        .bearerToken(admin)
        .header('X-Module', module)
        .json({ accountId: other.id })
      assert.deepEqual([url, refused.status(), refused.body().code], [url, 403, 'account_forbidden'])
    }
    const superAdmin = await tokenOf(client, 'superadmin@reprise.test')
    for (const url of CREATE_ROUTES) {
      const unknown = await client
        .post(url)
        .bearerToken(superAdmin)
        .header('Accept-Language', 'en')
        .json({ accountId: 999_999 })
      unknown.assertStatus(422)
      unknown.assertBodyContains({ errors: { accountId: 'This value does not exist.' } })
    }
  })

  test('the platform admin sets a new client up from zero, each record in the client', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const made = await client.post('/api/clients').bearerToken(token).json(newClient)
    if (made.status() !== 201) throw new Error(JSON.stringify(made.body()))
    const account = made.body()
    const accountId = account.id as number
    const empty = await client.get(`/api/accounts/${accountId}/setup-checklist`).bearerToken(token)
    empty.assertStatus(200)
    assert.deepEqual(
      empty.body().map((line: { key: string; done: boolean }) => [line.key, line.done]),
      [
        ['linked_buyer', false],
        ['published_category', false],
        ['published_product', false],
        ['circuit_web', false],
        ['circuit_store', false],
        ['workshop_stocks', false],
        ['white_label_host', true],
      ]
    )

    const entity = (body: object) =>
      createFor(client, token, accountId, '/api/entities', { country: 'FR', ...body })
    const root = await entity({ type: 'root_management_unit', commonName: 'Brico France' })
    const unit = await entity({ type: 'management_unit', commonName: 'Brico Nord', parentId: root.id })
    const store = await entity({ type: 'store', commonName: 'Brico Lille', parentId: unit.id })
    const workshop = await entity({ type: 'warehouse', commonName: 'Atelier Brico' })
    const natives = await db.from('stocks').where('warehouse_id', workshop.id).orderBy('id')
    assert.deepEqual(
      natives.map((stock) => [stock.native_kind, stock.account_id, stock.name]),
      NATIVE_STOCKS.map((kind, index) => [
        kind,
        accountId,
        `${['À vérifier', 'Reconditionnement terminé', 'Retour client', 'En quarantaine', 'À reconditionner'][index]} – Atelier Brico`,
      ])
    )
    const created = await db.from('organizations').where('id', workshop.id).firstOrFail()
    assert.equal(created.stock_id, natives[0].id)

    await createFor(client, token, accountId, '/api/users', {
      email: 'vendeur@brico.test',
      firstname: 'Hugo',
      lastname: 'Leroy',
      passwordMode: 'invitation',
      modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
    })
    const rootModule = await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        accountId,
        email: 'faux.admin@brico.test',
        firstname: 'Faux',
        lastname: 'Admin',
        passwordMode: 'invitation',
        modules: [{ module: 'root', role: 'super_admin' }],
      })
    rootModule.assertStatus(422)
    rootModule.assertBodyContains({
      errors: { 'modules.0.module': "This module is not one of the account's modules." },
    })
    const foreignEntity = await client
      .post('/api/users')
      .bearerToken(token)
      .json({
        accountId,
        email: 'ailleurs@brico.test',
        firstname: 'Hors',
        lastname: 'Compte',
        passwordMode: 'invitation',
        modules: [{ module: 'tim', role: 'store_seller', organizationId: (await demoStore()).id }],
      })
    foreignEntity.assertStatus(422)
    assert.include(Object.keys(foreignEntity.body().errors), 'modules.0.organizationId')

    const mode = await createFor(client, token, accountId, '/api/payment-modes', {
      provider: 'sandbox-bank',
      type: 'bank_transfer',
      label: 'Virement',
      description: 'Virement bancaire',
      modifier: null,
      bonusMode: 'disabled',
    })
    await createFor(client, token, accountId, '/api/stocks', { name: 'Étagère 1', warehouseId: workshop.id })
    const storeCircuit = await createFor(client, token, accountId, '/api/circuits', {
      name: 'Dépôt en magasin',
      channel: 'store',
      deposit: 'drop',
      eligibleCountries: ['FR'],
      transferOrderNumberOfCopy: 1,
      depositBonus: 0,
      paymentModeIds: [mode.id],
    })
    await createFor(client, token, accountId, '/api/circuits', {
      name: 'Envoi par La Poste',
      channel: 'web',
      deposit: 'post',
      eligibleCountries: ['FR'],
      transferOrderNumberOfCopy: 1,
      depositBonus: 0,
      paymentModeIds: [mode.id],
    })
    await createFor(client, token, accountId, '/api/shipping-methods', {
      channel: 'web',
      type: 'sandbox',
      deposits: ['post'],
      description: 'Colis suivi',
      modifier: null,
      countries: ['FR'],
      paymentModeIds: [mode.id],
    })
    const step = await createFor(client, token, accountId, '/api/refurb-steps', {
      name: 'Nettoyage',
      description: 'Nettoyage complet',
      stockId: natives[4].id,
      costs: [{ warehouseId: workshop.id, cost: 500 }],
    })
    await createFor(client, token, accountId, '/api/refurb-diagnosis-questions', {
      title: 'Rayures ?',
      type: 'unique',
      answers: [
        { name: 'Aucune', stepIds: [] },
        { name: 'Oui', stepIds: [step.id] },
      ],
    })
    await createFor(client, token, accountId, '/api/warehouse-dispatch-rules', {
      title: 'Tout vers l’atelier',
      position: 0,
      destinationWarehouseIds: [workshop.id],
      defaultWarehouseId: workshop.id,
      conditions: [{ attribute: 'productState', operator: 'notIn', values: ['E'] }],
    })

    const buyer = await db.from('accounts').where('common_name', 'Demo Buyer').firstOrFail()
    ;(
      await client
        .put(`/api/clients/${accountId}/linked-buyers`)
        .bearerToken(token)
        .json({ buyerAccountIds: [buyer.id] })
    ).assertStatus(200)
    const category = await createFor(client, token, accountId, '/api/categories', {
      label: 'Téléphones',
      identifier: 'phones',
      buyerAccountId: buyer.id,
      warehouseIds: [workshop.id],
      defaultWeight: 200,
      circuitIds: [storeCircuit.id],
    })
    assert.isNull(category.parentId)
    const orphan = await client
      .post('/api/categories')
      .bearerToken(token)
      .json({
        accountId,
        label: 'Sans parent',
        identifier: 'orphan',
        buyerAccountId: buyer.id,
        warehouseIds: [workshop.id],
        defaultWeight: 200,
      })
    orphan.assertStatus(422)
    assert.property(orphan.body().errors, 'parentId')
    await createFor(client, token, accountId, '/api/dispatch-circuit-rules', {
      circuitId: storeCircuit.id,
      categoryIds: [category.id],
      eligibleCountries: ['FR'],
    })
    const product = await createFor(client, token, accountId, '/api/products', {
      label: 'Brico Phone',
      categoryId: category.id,
      status: 'published',
      buybackPriceGradeA: 10000,
    })
    await createFor(client, token, accountId, '/api/diagnostic-questions', {
      categoryId: category.id,
      title: { fr: 'L’écran est-il intact ?', en: null, nl: null, de: null },
      answers: [
        { name: { fr: 'Oui', en: null, nl: null, de: null }, gradeCap: 'A', priceImpact: 0 },
        { name: { fr: 'Non', en: null, nl: null, de: null }, gradeCap: 'C', priceImpact: -2000 },
      ],
    })
    assert.equal(product.accountId, accountId)

    const ready = await client.get(`/api/accounts/${accountId}/setup-checklist`).bearerToken(token)
    assert.deepEqual(
      ready.body().map((line: { key: string; done: boolean }) => [line.key, line.done]),
      [
        ['linked_buyer', true],
        ['published_category', true],
        ['published_product', true],
        ['circuit_web', true],
        ['circuit_store', true],
        ['workshop_stocks', true],
        ['white_label_host', true],
      ]
    )

    // A buyer unlinked from the client no longer makes its categories count as published.
    ;(
      await client
        .put(`/api/clients/${accountId}/linked-buyers`)
        .bearerToken(token)
        .json({ buyerAccountIds: [] })
    ).assertStatus(200)
    const unlinked = await client.get(`/api/accounts/${accountId}/setup-checklist`).bearerToken(token)
    const doneOf = (body: { key: string; done: boolean }[]) =>
      Object.fromEntries(body.map((line) => [line.key, line.done]))
    assert.include(doneOf(unlinked.body()), { linked_buyer: false, published_category: false })
  })

  test("a client's currency and language are given on create and update, and are its settings", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const made = await client
      .post('/api/clients')
      .bearerToken(token)
      .json({ ...newClient, currency: 'GBP', language: 'en' })
    made.assertStatus(201)
    made.assertBodyContains({ currency: 'GBP', language: 'en' })
    const id = made.body().id
    const general = await client.get(`/api/settings/general?accountId=${id}`).bearerToken(token)
    general.assertBodyContains({ currency: 'GBP', language: 'en' })

    const full = (await client.get(`/api/clients/${id}`).bearerToken(token)).body()
    const changed = await client
      .put(`/api/clients/${id}`)
      .bearerToken(token)
      .json({ ...full, currency: 'CHF', language: 'de' })
    changed.assertStatus(200)
    const account = await db.from('accounts').where('id', id).firstOrFail()
    assert.deepEqual([account.currency, account.language], ['CHF', 'de'])

    const refused = await client
      .put(`/api/clients/${id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...full, currency: 'XYZ', language: 'es' })
    refused.assertStatus(422)
    assert.includeMembers(Object.keys(refused.body().errors), ['currency', 'language'])
  })

  test("the client's first administrator is invited, with the client's modules", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const account = (await client.post('/api/clients').bearerToken(token).json(newClient)).body()
    const created = await client.post(`/api/clients/${account.id}/admins`).bearerToken(token).json({
      email: 'admin@brico.test',
      firstname: 'Claire',
      lastname: 'Roux',
      language: 'en',
      passwordMode: 'invitation',
    })
    created.assertStatus(201)
    created.assertBodyContains({ accountId: account.id })
    const user = await db.from('users').where('email', 'admin@brico.test').firstOrFail()
    assert.isNull(user.password)
    assert.equal(user.locale, 'en')
    const modules = await db.from('user_modules').where('user_id', user.id).orderBy('module')
    assert.deepEqual(
      modules.map((row) => [row.module, row.role]),
      [
        ['rps', 'admin'],
        ['tim', 'admin'],
      ]
    )
    const jobs = await db.from('jobs').where('type', 'password_link_mail')
    assert.isTrue(jobs.some((job) => JSON.parse(job.payload).userId === user.id))

    const typed = await client.post(`/api/clients/${account.id}/admins`).bearerToken(token).json({
      email: 'second@brico.test',
      firstname: 'Marc',
      lastname: 'Roux',
      passwordMode: 'password',
    })
    typed.assertStatus(422)
    assert.property(typed.body().errors, 'password')
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.get(`/api/accounts/${account.id}/setup-checklist`).bearerToken(other)).assertStatus(404)
  })

  test("a client's admin is sent to no platform screen: those lines say the platform fixes them", async ({
    client,
    assert,
  }) => {
    const demo = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const url = `/api/accounts/${demo.id}/setup-checklist`
    const linksOf = (body: { key: string; link: string | null; byPlatform: boolean }[]) =>
      body.map((line) => [line.key, line.link, line.byPlatform])
    const admin = await client.get(url).bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    admin.assertStatus(200)
    assert.deepEqual(linksOf(admin.body()), [
      ['linked_buyer', null, true],
      ['published_category', '/categories', false],
      ['published_product', '/products', false],
      ['circuit_web', '/circuits', false],
      ['circuit_store', '/circuits', false],
      ['workshop_stocks', '/stocks', false],
      ['white_label_host', null, true],
    ])
    const platform = await client.get(url).bearerToken(await tokenOf(client, 'superadmin@reprise.test'))
    const byKey = Object.fromEntries(linksOf(platform.body()).map(([key, ...rest]) => [key, rest]))
    assert.deepEqual(byKey.linked_buyer, [`/account/${demo.id}/linked-buyers`, false])
    assert.deepEqual(byKey.white_label_host, [`/clients/${demo.id}`, false])
  })

  test('the platform admin filters the lists by client, each row naming its client', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    const demo = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    for (const url of ACCOUNT_LISTS) {
      const demoRows = await client.get(url).qs({ accountId: demo.id, _end: 100 }).bearerToken(token)
      demoRows.assertStatus(200)
      assert.isAbove(demoRows.body().length, 0, url)
      assert.isTrue(
        demoRows
          .body()
          .every(
            (row: { accountId: number; accountName: string }) =>
              row.accountId === demo.id && row.accountName === 'Demo Retail'
          ),
        url
      )
      const all = await client.get(url).qs({ _end: 500 }).bearerToken(token)
      const names = new Set(all.body().map((row: { accountName: string }) => row.accountName))
      const mine = await client.get(url).qs({ accountId: other.id, _end: 500 }).bearerToken(token)
      mine.assertStatus(200)
      assert.isTrue(
        mine
          .body()
          .every(
            (row: { accountId: number; accountName: string }) =>
              row.accountId === other.id && row.accountName === 'Other Retail'
          ),
        url
      )
      assert.equal(Number(mine.header('x-total-count')), mine.body().length, url)
      if (mine.body().length === 0) assert.isFalse(names.has('Other Retail'), url)
    }
  })

  test("the platform admin searches a client's products and lists its diagnostic questions", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const demo = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    const searched = await client
      .get('/api/products')
      .qs({ q: 'iphone', accountId: demo.id })
      .bearerToken(token)
    searched.assertStatus(200)
    assert.isAbove(searched.body().length, 0)
    assert.isTrue(searched.body().every((row: { accountId: number }) => row.accountId === demo.id))
    const none = await client.get('/api/products').qs({ q: 'iphone', accountId: other.id }).bearerToken(token)
    assert.deepEqual(
      none.body().filter((row: { accountId: number }) => row.accountId !== other.id),
      []
    )

    const demoQuestions = await client
      .get('/api/diagnostic-questions')
      .qs({ accountId: demo.id, _end: 500 })
      .bearerToken(token)
    demoQuestions.assertStatus(200)
    assert.isAbove(demoQuestions.body().length, 0)
    const demoCategories = await db.from('categories').where('account_id', demo.id).select('id')
    const ids = new Set(demoCategories.map((category) => Number(category.id)))
    assert.isTrue(demoQuestions.body().every((row: { categoryId: number }) => ids.has(row.categoryId)))

    const admin = await tokenOf(client, 'admin@demo-retail.test')
    // Anyone else's accountId narrows nothing: its own products, never the other client's.
    const own = await client.get('/api/products').qs({ accountId: other.id }).bearerToken(admin)
    const demoProducts = await db.from('products').where('account_id', demo.id).select('id')
    const demoIds = new Set(demoProducts.map((product) => String(product.id)))
    assert.isAbove(own.body().length, 0)
    assert.isTrue(own.body().every((row: { id: string }) => demoIds.has(row.id)))
  })

  test('the settings singletons follow the client the platform admin names', async ({ client, assert }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const demo = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const platform = await db.from('users').where('email', 'superadmin@reprise.test').firstOrFail()
    const forDemo = (path: string) => `/api/settings/${path}?accountId=${demo.id}`

    const design = await client.get(forDemo('design')).bearerToken(token)
    design.assertBodyContains({ mainColor: '#c2185b' })
    const saved = await client
      .put(forDemo('design'))
      .bearerToken(token)
      .json({ ...design.body(), mainColor: '#00796B' })
    saved.assertStatus(200)
    const accounts = await db
      .from('accounts')
      .whereIn('id', [demo.id, platform.account_id])
      .select('id', 'main_color')
    const colours = new Map(accounts.map((account) => [Number(account.id), account.main_color]))
    assert.equal(colours.get(Number(demo.id)), '#00796b')
    assert.notEqual(colours.get(Number(platform.account_id)), '#00796b')

    const general = await client.get(forDemo('general')).bearerToken(token)
    general.assertStatus(200)
    const updated = await client
      .put(forDemo('general'))
      .bearerToken(token)
      .json({ ...general.body(), sellerSupportEmail: 'support@demo-retail.test' })
    updated.assertStatus(200)
    const details = await db
      .from('organization_root_details')
      .where('seller_support_email', 'support@demo-retail.test')
      .select('account_id')
    assert.deepEqual(
      details.map((row) => Number(row.account_id)),
      [Number(demo.id)]
    )

    const home = await client.get(forDemo('home')).bearerToken(token)
    home.assertStatus(200)
    const own = await client.get('/api/settings/home').bearerToken(token)
    assert.notDeepEqual(home.body(), own.body())
    ;(await client.get(forDemo('transfer-order')).bearerToken(token)).assertStatus(200)
    ;(await client.get(forDemo('search-synonyms')).bearerToken(token)).assertStatus(200)

    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    for (const path of ['design', 'general', 'home', 'transfer-order', 'search-synonyms']) {
      const refused = await client.get(`/api/settings/${path}?accountId=${other.id}`).bearerToken(admin)
      assert.deepEqual([path, refused.status()], [path, 403])
    }
  })

  test('the demo client has nothing left to set up', async ({ client, assert }) => {
    const demo = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const response = await client
      .get(`/api/accounts/${demo.id}/setup-checklist`)
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    response.assertStatus(200)
    assert.deepEqual(
      response.body().filter((line: { done: boolean }) => !line.done),
      []
    )
  })
})

const demoStore = () => db.from('organizations').where('external_id', 'DR-PAR-001').firstOrFail()
