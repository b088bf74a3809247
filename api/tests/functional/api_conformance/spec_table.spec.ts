import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import User from '#models/user'
import { passwordLinkToken } from '#actions/auth/password_links'
import { VERIFIABLE_STATUSES } from '#services/verification/lookup'
import { DEMO_PASSWORD, anonymousToken, demoIphone, tokenOf } from '#tests/helpers/demo'
import {
  cartBody,
  lineFor,
  submit,
  COUNTER_CUSTOMER,
  COUNTER_IDENTITY,
} from '#tests/helpers/storefront_checkout'
import { openIdCallbackUrl } from '#actions/auth/openid'
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type StartedOidcProvider,
} from '../../support/oidc_provider.mjs'

/**
 * The call table of part 2 §7, walked as a client written from the specification would: one case per call
 * of each row, made by a role that may make it, checking its status and the shape of its answer (the names
 * the table gives; where it shows none, what the call is for). The audit beside it: notes/h48-audit.md of
 * the team's notes, and the OpenAPI description (tests/functional/api_description/openapi.spec.ts).
 */

type Caller =
  | 'anonymous'
  | 'visitor'
  | 'superadmin'
  | 'admin'
  | 'storeManager'
  | 'seller'
  | 'operator'
  | 'warehouseManager'

const EMAILS: Partial<Record<Caller, string>> = {
  superadmin: 'superadmin@reprise.test',
  admin: 'admin@demo-retail.test',
  storeManager: 'store.manager@demo-retail.test',
  seller: 'seller@demo-retail.test',
  operator: 'operator@demo-retail.test',
  warehouseManager: 'wh.manager@demo-retail.test',
}

/** Demo Retail's records the calls name, read from the demo data. */
async function fixtures() {
  const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
  const account = admin.accountId
  const root = await db.from('organizations').where('external_id', 'DR-ROOT').firstOrFail()
  const store = await db.from('organizations').where('external_id', 'DR-PAR-001').firstOrFail()
  const lille = await db.from('organizations').where('external_id', 'DR-WH-LIL').firstOrFail()
  const category = await db
    .from('categories')
    .where('account_id', account)
    .whereNotNull('parent_id')
    .orderBy('id')
    .firstOrFail()
  const product = await demoIphone()
  const buyback = await db
    .from('buybacks')
    .where('account_id', account)
    .whereNotNull('circuit_id')
    .orderBy('id')
    .firstOrFail()
  const inTransit = await db
    .from('buybacks')
    .join('items', 'items.buyback_id', 'buybacks.id')
    .where('buybacks.account_id', account)
    .where('buybacks.status', 'bb_in_transit')
    .where('items.status', 'item_in_transit')
    .orderBy('buybacks.id')
    .select('buybacks.id')
    .firstOrFail()
  const verifiable = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', lille.id)
    .whereIn('items.status', [...VERIFIABLE_STATUSES])
    .orderBy('items.id')
    .select('buybacks.identification_number')
    .firstOrFail()
  const rule = await db
    .from('dispatch_circuit_rules')
    .where('account_id', account)
    .orderBy('id')
    .firstOrFail()
  return {
    account,
    user: admin.id,
    root: root.id as number,
    store: store.id as number,
    category: category.id as number,
    product: product.id,
    buyback: buyback.id as number,
    buybackNumber: buyback.identification_number as string,
    inTransit: inTransit.id as number,
    verifiableNumber: verifiable.identification_number as string,
    rule: rule.id as number,
    made: {} as Record<string, any>,
  }
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>

interface Call {
  /** The row of the table (1 is its first), and the call as the table writes it. */
  row: number
  call: string
  as: Caller
  /** The module the call is made in (`X-Module`), when not the caller's first. */
  module?: string
  /** Records the call needs made first (as its caller), kept in `f.made`. */
  prepare?: (f: Fixtures, client: ApiClient, token: string | null) => Promise<void>
  path: (f: Fixtures) => string
  query?: (f: Fixtures) => Record<string, unknown>
  body?: (f: Fixtures, client: ApiClient, token: string | null) => Promise<unknown> | unknown
  headers?: Record<string, string>
  status: number
  check?: (assert: Assert, body: any, f: Fixtures, response: any) => void | Promise<void>
}

const isList = (assert: Assert, body: unknown, keys: string[] = ['id']) => {
  assert.isArray(body)
  assert.isAbove((body as unknown[]).length, 0)
  assert.properties((body as object[])[0], keys)
}

/** A line of the store wizard: a published product with an EAN, estimated on the seller's store circuits. */
async function storeLine(client: ApiClient, token: string, storeId: number) {
  const product = await db
    .from('products')
    .join('categories', 'categories.id', 'products.category_id')
    .where('products.account_id', (await User.findByOrFail('email', 'seller@demo-retail.test')).accountId)
    .where('products.status', 'published')
    .where('categories.status', 'active')
    .whereNotNull('products.ean_code')
    .where('products.is_collecting_imei', false)
    .select('products.id')
    .first()
  const diagnostic = (
    await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
  ).body()
  const answers = diagnostic.questions.map(
    (question: { answers: { id: number }[] }) => question.answers[0].id
  )
  const estimate = (
    await client
      .post(`/api/store/${storeId}/estimates`)
      .bearerToken(token)
      .json({ productId: product.id, answers })
  ).body()
  const transport = estimate.transportModes[0]
  return {
    productId: product.id,
    answers,
    transportModeId: transport.id,
    paymentModeId: transport.paymentModes[0].id,
  }
}

const STORE_CUSTOMER = {
  ...COUNTER_CUSTOMER,
  iban: 'FR7630006000011234567890189',
  identity: COUNTER_IDENTITY,
}

/** A web cart of one buy-back, made by the visitor, handed over as `deposit` says: its buy-back's id. */
async function webBuyback(client: ApiClient, token: string, deposit: string) {
  const { line } = await lineFor(client, token, deposit)
  const made = await submit(client, token, cartBody(line))
  made.assertStatus(201)
  return made.body().buybacks[0].id as number
}

/** The first active link of one of the account's categories to a circuit. */
const activeLink = (f: Fixtures) =>
  db
    .from('category_circuits')
    .join('categories', 'categories.id', 'category_circuits.category_id')
    .where('categories.account_id', f.account)
    .where('category_circuits.active', true)
    .orderBy('category_circuits.category_id')
    .select('category_circuits.category_id', 'category_circuits.circuit_id')
    .firstOrFail()

/** An export the caller asked for: its id. */
async function exportOf(client: ApiClient, token: string, path: string, accountId: number) {
  const made = await client.post(path).qs({ account_id: accountId }).bearerToken(token)
  made.assertStatus(202)
  return made.body().id as number
}

const GIFT_CARD = (organizationId: number) => ({
  organizationId,
  connector: 'gift_card',
  name: 'Cartes cadeaux',
  properties: [
    { name: 'apiUrl', value: 'https://giftcards.example.test/api' },
    { name: 'merchantId', value: 'M-1001' },
    { name: 'apiKey', value: 'conformance-key' },
  ],
})

/** A connector configuration the caller made: its id in `f.made.configuration`. */
async function configure(f: Fixtures, client: ApiClient, token: string | null) {
  const made = await client.post('/api/connector-organizations').bearerToken(token!).json(GIFT_CARD(f.root))
  made.assertStatus(201)
  f.made.configuration = made.body().id
}

const CALLS: Call[] = [
  {
    row: 1,
    call: 'POST /api/login',
    as: 'anonymous',
    path: () => '/api/login',
    body: () => ({ email: 'admin@demo-retail.test', password: DEMO_PASSWORD }),
    status: 200,
    check: (assert, body) => {
      assert.properties(body, ['token', 'user', 'permissions', 'account', 'premiumFeatures'])
      assert.isArray(body.permissions)
      assert.isArray(body.premiumFeatures)
      assert.properties(body.account, ['id', 'name'])
    },
  },
  {
    row: 3,
    call: 'POST /password/renew',
    as: 'anonymous',
    path: () => '/api/password/renew',
    body: () => ({ email: 'seller@demo-retail.test' }),
    status: 202,
  },
  {
    row: 4,
    call: 'GET /password/new/{token}',
    as: 'anonymous',
    path: () => '/api/password/new/$token',
    status: 200,
  },
  {
    row: 5,
    call: 'POST /password/new/{token}',
    as: 'anonymous',
    path: () => '/api/password/new/$token',
    body: () => ({ password: 'Conformance-Secret-2026', passwordConfirmation: 'Conformance-Secret-2026' }),
    status: 200,
  },
  {
    row: 6,
    call: 'POST /webtoken-with-account-and-ord',
    as: 'anonymous',
    path: () => '/api/webtoken-with-account-and-ord',
    body: () => ({ url: 'http://localhost/fr/estimation' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 200,
    check: (assert, body) => {
      assert.properties(body, ['token', 'ord', 'account'])
      assert.isString(body.token)
      assert.isNumber(body.ord)
      assert.isNumber(body.account.id)
    },
  },
  {
    row: 7,
    call: 'GET /dashboard-data',
    as: 'admin',
    path: () => '/api/dashboard-data',
    query: () => ({ 'fileNameFormats[]': 'csv' }),
    status: 200,
    check: (assert, body) => assert.isObject(body),
  },
  {
    row: 8,
    call: 'GET organizations/{id}/typesense',
    as: 'visitor',
    path: (f) => `/api/organizations/${f.root}/typesense`,
    status: 200,
    check: (assert, body, f) => {
      assert.properties(body, ['token', 'url', 'expiresAt'])
      assert.equal(body.accountId, f.account)
    },
  },
  {
    row: 9,
    call: 'GET /accounts/{id}/organization-root-detail',
    as: 'superadmin',
    path: (f) => `/api/accounts/${f.account}/organization-root-detail`,
    status: 200,
    check: (assert, body) => assert.isArray(body.enabledPremiumFeatures),
  },
  {
    row: 10,
    call: 'PATCH organization-root-details/{id}',
    as: 'superadmin',
    path: (f) => `/api/organization-root-details/${f.account}`,
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: () => ({ enabledPremiumFeatures: ['sftp_access'] }),
    status: 200,
    check: (assert, body) => assert.deepEqual(body.premiumFeatures, ['sftp_access']),
  },
  {
    row: 11,
    call: 'GET connectors',
    as: 'admin',
    path: () => '/api/connectors',
    query: () => ({ page: 2, itemsPerPage: 2 }),
    headers: { Accept: 'application/ld+json' },
    status: 200,
    check: (assert, body) => {
      isList(assert, body['hydra:member'], ['id', 'name', 'type', 'fqn'])
      assert.lengthOf(body['hydra:member'], 2)
      assert.isAbove(body['hydra:totalItems'], 2)
    },
  },
  {
    row: 11,
    call: 'GET connectors/{id}',
    as: 'admin',
    path: () => '/api/connectors/gift_card',
    status: 200,
    check: (assert, body) => assert.properties(body, ['id', 'name', 'type', 'fqn']),
  },
  {
    row: 12,
    call: 'GET connector-organizations',
    as: 'admin',
    prepare: configure,
    path: () => '/api/connector-organizations',
    status: 200,
    check: (assert, body) => isList(assert, body, ['id', 'connector', 'name']),
  },
  {
    row: 12,
    call: 'POST connector-organizations',
    as: 'admin',
    path: () => '/api/connector-organizations',
    body: (f) => GIFT_CARD(f.root),
    status: 201,
    check: (assert, body) => assert.properties(body, ['id', 'connector', 'properties']),
  },
  {
    row: 13,
    call: 'GET connector-organizations/{id}',
    as: 'admin',
    prepare: configure,
    path: (f) => `/api/connector-organizations/${f.made.configuration}`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.made.configuration),
  },
  {
    row: 13,
    call: 'PATCH connector-organizations/{id}',
    as: 'admin',
    prepare: configure,
    path: (f) => `/api/connector-organizations/${f.made.configuration}`,
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: () => ({ name: 'Renommée' }),
    status: 200,
    check: (assert, body) => assert.equal(body.name, 'Renommée'),
  },
  {
    row: 13,
    call: 'DELETE connector-organizations/{id}',
    as: 'admin',
    prepare: configure,
    path: (f) => `/api/connector-organizations/${f.made.configuration}`,
    status: 200,
  },
  {
    row: 14,
    call: 'GET organizations/launch-generic-premium-feature-connector',
    as: 'admin',
    path: () => '/api/organizations/launch-generic-premium-feature-connector',
    query: () => ({ action: 'ping' }),
    // No connector of that action is configured: the §8 "configuration error" answer, with its code.
    status: 422,
    check: (assert, body) => assert.isString(body.code),
  },
  {
    row: 15,
    call: 'GET dispatch-circuit-rules/{id}/launch-premium-feature-connector',
    as: 'admin',
    path: (f) => `/api/dispatch-circuit-rules/${f.rule}/launch-premium-feature-connector`,
    query: () => ({ action: 'ping' }),
    status: 422,
    check: (assert, body) => assert.isString(body.code),
  },
  {
    row: 15,
    call: 'PATCH dispatch-circuit-rules/{id}/launch-premium-feature-connector',
    as: 'admin',
    path: (f) => `/api/dispatch-circuit-rules/${f.rule}/launch-premium-feature-connector`,
    body: () => ({ action: 'ping' }),
    status: 422,
    check: (assert, body) => assert.isString(body.code),
  },
  {
    row: 16,
    call: 'GET /buybacks/{id}',
    as: 'admin',
    path: (f) => `/api/buybacks/${f.buyback}`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.id, f.buyback)
      assert.properties(body, ['identificationNumber', 'status', 'version'])
    },
  },
  {
    row: 16,
    call: 'GET /buybacks/by-identification-number/{number}',
    as: 'operator',
    path: (f) => `/api/buybacks/by-identification-number/${f.verifiableNumber}`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.identificationNumber, f.verifiableNumber),
  },
  {
    row: 16,
    call: 'GET /buybacks/{id}/instructions',
    as: 'admin',
    path: (f) => `/api/buybacks/${f.buyback}/instructions`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.buybackId, f.buyback)
      assert.isArray(body.instructions)
      assert.properties(body, ['circuit', 'highlightedInstruction'])
    },
  },
  {
    row: 16,
    call: 'GET /buybacks/{id}/additional-infos',
    as: 'admin',
    path: (f) => `/api/buybacks/${f.buyback}/additional-infos`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.buybackId, f.buyback)
      assert.properties(body, ['imei', 'serialNumber', 'externalCode', 'comment', 'diagnostic'])
    },
  },
  {
    row: 17,
    call: 'POST /carts',
    as: 'visitor',
    path: () => '/api/carts',
    body: async (_f, client, token) => cartBody((await lineFor(client, token!)).line),
    status: 201,
    check: (assert, body) => {
      assert.isString(body.id)
      assert.isArray(body.buybacks)
    },
  },
  {
    row: 18,
    call: 'POST /buybacks/{id}/cancel',
    as: 'admin',
    path: (f) => `/api/buybacks/${f.inTransit}/cancel`,
    body: () => ({ reason: 'customer_retractation', comment: 'Le client a changé d’avis' }),
    status: 200,
    check: (assert, body) => assert.equal(body.status, 'bb_cancelled'),
  },
  {
    row: 20,
    call: 'GET /buyback-settings',
    as: 'visitor',
    path: () => '/api/buyback-settings',
    status: 200,
    check: (assert, body) => {
      assert.isBoolean(body.customer_identity_document_required)
      assert.isNumber(body.cart_min_value)
    },
  },
  {
    row: 21,
    call: 'HEAD /buybacks/by-identification-number/{number}/is-verifiable',
    as: 'operator',
    path: (f) => `/api/buybacks/by-identification-number/${f.verifiableNumber}/is-verifiable`,
    status: 204,
  },
  {
    row: 22,
    call: 'GET users',
    as: 'admin',
    path: () => '/api/users',
    query: () => ({ page: 1, itemsPerPage: 5, 'order[email]': 'asc' }),
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'email'])
      assert.lengthOf(body, 5)
    },
  },
  {
    row: 22,
    call: 'GET users/{id}',
    as: 'admin',
    path: (f) => `/api/users/${f.user}`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.user),
  },
  {
    row: 22,
    call: 'GET users/{id}/permissions',
    as: 'admin',
    path: (f) => `/api/users/${f.user}/permissions`,
    status: 200,
    check: (assert, body) => {
      assert.isArray(body.permissions)
      assert.include(body.permissions, 'admin')
    },
  },
  {
    row: 22,
    call: 'GET users/{id}/current-organization',
    as: 'admin',
    path: (f) => `/api/users/${f.user}/current-organization`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.root),
  },
  {
    row: 22,
    call: 'GET /assignable-user-types',
    as: 'admin',
    path: () => '/api/assignable-user-types',
    status: 200,
    check: (assert, body) => isList(assert, body, ['id', 'name']),
  },
  {
    row: 23,
    call: 'PATCH users/{id} (merge-patch)',
    as: 'admin',
    path: (f) => `/api/users/${f.user}`,
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: () => ({ lastname: 'Dubois-Martin' }),
    status: 200,
    check: (assert, body) => assert.equal(body.lastname, 'Dubois-Martin'),
  },
  {
    row: 24,
    call: 'GET organizations (accountId, type=store, status=active; no pagination)',
    as: 'superadmin',
    path: () => '/api/organizations',
    query: (f) => ({ accountId: f.account, type: 'store', status: 'active', pagination: 'false' }),
    status: 200,
    check: (assert, body, f) => {
      isList(assert, body, ['id', 'type', 'status'])
      assert.isTrue(body.every((one: any) => one.type === 'store' && one.status === 'active'))
      assert.isTrue(body.every((one: any) => one.accountId === f.account))
    },
  },
  {
    row: 24,
    call: 'GET organizations (parentOrganizationId existence)',
    as: 'admin',
    path: () => '/api/organizations',
    query: () => ({ 'exists[parentOrganizationId]': 'false', pagination: 'false' }),
    status: 200,
    check: (assert, body, f) => {
      isList(assert, body, ['id', 'parentId'])
      assert.isTrue(body.every((one: any) => one.parentId === null))
      assert.include(
        body.map((one: any) => one.id),
        f.root
      )
    },
  },
  {
    row: 24,
    call: 'GET organizations (type=warehouse)',
    as: 'admin',
    path: () => '/api/organizations',
    query: () => ({ 'type[]': 'warehouse', pagination: 'false' }),
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'type'])
      assert.isTrue(body.every((one: any) => one.type === 'warehouse'))
    },
  },
  {
    row: 24,
    call: 'GET organizations/{id}',
    as: 'admin',
    path: (f) => `/api/organizations/${f.store}`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.store),
  },
  {
    row: 24,
    call: 'GET organizations/public',
    as: 'visitor',
    path: () => '/api/organizations/public',
    status: 200,
    check: (assert, body) => isList(assert, body, ['id']),
  },
  {
    row: 24,
    call: 'GET organizations/tree',
    as: 'admin',
    path: () => '/api/organizations/tree',
    status: 200,
    check: (assert, body, f) => {
      isList(assert, body, ['id', 'type'])
      assert.equal(body[0].id, f.root)
    },
  },
  {
    row: 24,
    call: 'GET organizations/available-parents',
    as: 'admin',
    path: () => '/api/organizations/available-parents',
    query: () => ({ type: 'store' }),
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'type'])
      assert.isTrue(body.every((one: any) => one.type === 'management_unit'))
    },
  },
  {
    row: 24,
    call: 'GET organizations/root',
    as: 'admin',
    path: () => '/api/organizations/root',
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.root),
  },
  {
    row: 24,
    call: 'GET organizations/{id}/module-count',
    as: 'admin',
    path: (f) => `/api/organizations/${f.root}/module-count`,
    status: 200,
    check: (assert, body) => {
      assert.isAbove(body.byModule.tim, 1)
      assert.equal(body.total, body.byModule.tim + body.byModule.rps + body.byModule.lcm + body.byModule.root)
    },
  },
  {
    row: 24,
    call: 'GET organizations/{id}/users-module-count',
    as: 'admin',
    path: (f) => `/api/organizations/${f.store}/users-module-count`,
    status: 200,
    check: (assert, body) => assert.isAbove(body.byModule.tim, 0),
  },
  {
    row: 24,
    call: 'GET organizations/connected-warehouses',
    as: 'admin',
    path: () => '/api/organizations/connected-warehouses',
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'type'])
      assert.isTrue(body.every((one: any) => one.type === 'warehouse'))
    },
  },
  {
    row: 25,
    call: 'PATCH organizations/{id} (merge-patch)',
    as: 'admin',
    path: (f) => `/api/organizations/${f.store}`,
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: () => ({ city: 'Paris 1er' }),
    status: 200,
    check: (assert, body) => assert.equal(body.city, 'Paris 1er'),
  },
  {
    row: 26,
    call: 'GET payment/account/{id}/by-buyer-feature-available',
    as: 'admin',
    path: (f) => `/api/payment/account/${f.account}/by-buyer-feature-available`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.accountId, f.account)
      assert.isBoolean(body.available)
    },
  },
  {
    row: 28,
    call: 'POST /products/exports',
    as: 'admin',
    path: () => '/api/products/exports',
    query: (f) => ({ account_id: f.account }),
    status: 202,
    check: (assert, body) => assert.properties(body, ['id', 'url']),
  },
  {
    row: 28,
    call: 'POST /categories/exports',
    as: 'admin',
    path: () => '/api/categories/exports',
    query: (f) => ({ account_id: f.account }),
    status: 202,
    check: (assert, body) => assert.properties(body, ['id', 'url']),
  },
  {
    row: 28,
    call: 'POST /diagnostic-questions/exports',
    as: 'admin',
    path: () => '/api/diagnostic-questions/exports',
    query: (f) => ({ account_id: f.account }),
    status: 202,
    check: (assert, body) => assert.properties(body, ['id', 'url']),
  },
  {
    row: 30,
    call: 'GET /accounts/{accountId}/imports',
    as: 'admin',
    path: (f) => `/api/accounts/${f.account}/imports`,
    query: () => ({ page: 1 }),
    status: 200,
    check: (assert, body) => {
      assert.isArray(body.results)
      assert.isNumber(body.pagination.total_pages)
    },
  },
  {
    row: 31,
    call: 'GET categories (JSON-LD)',
    as: 'admin',
    path: () => '/api/categories',
    query: () => ({ page: 1, itemsPerPage: 3, 'order[label]': 'asc' }),
    headers: { Accept: 'application/ld+json' },
    status: 200,
    check: (assert, body) => {
      assert.lengthOf(body['hydra:member'], 3)
      assert.isNumber(body['hydra:totalItems'])
    },
  },
  {
    row: 32,
    call: 'GET categories/tree',
    as: 'admin',
    path: () => '/api/categories/tree',
    status: 200,
    check: (assert, body) => assert.isArray(body),
  },
  {
    row: 32,
    call: 'GET categories/tree/{id}',
    as: 'admin',
    path: (f) => `/api/categories/tree/${f.category}`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.id, f.category)
      assert.isArray(body.children)
    },
  },
  {
    row: 32,
    call: 'GET categories/{id}',
    as: 'admin',
    path: (f) => `/api/categories/${f.category}`,
    status: 200,
    check: (assert, body, f) => assert.equal(body.id, f.category),
  },
  {
    row: 32,
    call: 'GET categories/with-products',
    as: 'admin',
    path: () => '/api/categories/with-products',
    status: 200,
    check: (assert, body) => isList(assert, body, ['id', 'label', 'parentId']),
  },
  {
    row: 32,
    call: 'GET categories/connected-tree',
    as: 'admin',
    path: () => '/api/categories/connected-tree',
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'label', 'children'])
      assert.isNull(body[0].parentId)
    },
  },
  {
    row: 32,
    call: 'GET products/{id}/category_tree',
    as: 'admin',
    path: (f) => `/api/products/${f.product}/category_tree`,
    status: 200,
    check: (assert, body) => isList(assert, body, ['id', 'label']),
  },
  {
    row: 32,
    call: 'GET categories/{id}/checkpoints-to-archive',
    as: 'admin',
    path: (f) => `/api/categories/${f.category}/checkpoints-to-archive`,
    status: 200,
    check: (assert, body) => assert.isArray(body),
  },
  {
    row: 33,
    call: 'PATCH categories/{id} (merge-patch)',
    as: 'admin',
    path: (f) => `/api/categories/${f.category}`,
    headers: { 'Content-Type': 'application/merge-patch+json' },
    body: () => ({ highlightedInstruction: 'Retirez la coque.' }),
    status: 200,
    check: (assert, body) => assert.equal(body.highlightedInstruction, 'Retirez la coque.'),
  },
  {
    row: 35,
    call: 'GET dispatch-circuit-rules',
    as: 'admin',
    path: () => '/api/dispatch-circuit-rules',
    status: 200,
    check: (assert, body) => {
      isList(assert, body, ['id', 'categoryIds', 'circuit'])
      assert.property(body[0].circuit, 'channel')
    },
  },
  {
    row: 36,
    call: 'GET /internal/categories/root',
    as: 'admin',
    path: () => '/api/internal/categories/root',
    status: 200,
    check: (assert, body) => assert.properties(body, ['id', 'label']),
  },
  {
    row: 36,
    call: 'GET /internal/categories/{id}',
    as: 'admin',
    path: (f) => `/api/internal/categories/${f.category}`,
    status: 200,
    check: (assert, body, f) => assert.deepInclude(body, { id: f.category }),
  },
  {
    row: 36,
    call: 'GET /internal/categories/{id}/ancestry',
    as: 'admin',
    path: (f) => `/api/internal/categories/${f.category}/ancestry`,
    status: 200,
    check: (assert, body, f) => {
      isList(assert, body, ['id', 'label'])
      assert.equal(body.at(-1).id, f.category)
    },
  },
  {
    row: 37,
    call: 'GET /products (JSON-LD)',
    as: 'admin',
    path: () => '/api/products',
    query: () => ({
      search_product_buyback: 'iphone',
      status: 'published',
      'buybackPriceGradeA[gte]': 1,
      'order[label]': 'asc',
      page: 1,
      itemsPerPage: 5,
    }),
    headers: { Accept: 'application/ld+json' },
    status: 200,
    check: (assert, body) => {
      assert.isAbove(body['hydra:member'].length, 0)
      assert.isAtMost(body['hydra:member'].length, 5)
      assert.isTrue(body['hydra:member'].every((one: any) => one.status === 'published'))
    },
  },
  {
    row: 38,
    call: 'GET /white-label/config',
    as: 'anonymous',
    path: () => '/api/white-label/config',
    status: 200,
    check: (assert, body) =>
      assert.properties(body, [
        'tagManagerId',
        'axeptioId',
        'externalWebsiteLink',
        'dropOffLocationsMapEnabled',
        'cookiesPolicy',
        'accessibilityStatement',
      ]),
  },
  {
    row: 18,
    call: 'POST /store/{id}/buybacks',
    as: 'seller',
    path: (f) => `/api/store/${f.store}/buybacks`,
    body: async (f, client, token) => ({
      idempotencyKey: 'conformance-store-0001',
      termsAccepted: true,
      buybacks: [await storeLine(client, token!, f.store)],
      customer: STORE_CUSTOMER,
    }),
    status: 201,
    check: (assert, body) => {
      assert.isArray(body.buybacks)
      assert.equal(body.buybacks[0].status, 'bb_awaiting_inventory')
    },
  },
  {
    row: 18,
    call: 'POST /store/{id}/buybacks/{id}/finalize',
    as: 'seller',
    prepare: async (f) => {
      const predeclared = await db
        .from('buybacks')
        .where('account_id', f.account)
        .where('status', 'bb_awaiting_store_drop')
        .orderBy('id')
        .firstOrFail()
      await db.from('buybacks').where('id', predeclared.id).update({ store_id: null })
      await db.from('items').where('buyback_id', predeclared.id).update({ store_id: null })
      f.made.predeclared = predeclared.id
    },
    path: (f) => `/api/store/${f.store}/buybacks/${f.made.predeclared}/finalize`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.status, 'bb_awaiting_inventory')
      assert.equal(body.storeId, f.store)
    },
  },
  {
    row: 19,
    call: 'HEAD /buybacks/{id}/shipping-label (label not made yet)',
    as: 'visitor',
    prepare: async (f, client, token) => {
      f.made.posted = await webBuyback(client, token!, 'post')
    },
    path: (f) => `/api/buybacks/${f.made.posted}/shipping-label`,
    status: 425,
  },
  {
    row: 19,
    call: 'HEAD /buybacks/{id}/shipping-label (no label expected)',
    as: 'visitor',
    prepare: async (f, client, token) => {
      f.made.dropped = await webBuyback(client, token!, 'drop')
    },
    path: (f) => `/api/buybacks/${f.made.dropped}/shipping-label`,
    status: 404,
  },
  {
    row: 23,
    call: 'POST users',
    as: 'admin',
    path: () => '/api/users',
    body: (f) => ({
      email: 'agathe.perrin@demo-retail.test',
      firstname: 'Agathe',
      lastname: 'Perrin',
      password: 'Bienvenue-2026',
      passwordConfirmation: 'Bienvenue-2026',
      passwordMode: 'password',
      status: 'active',
      modules: [{ module: 'tim', role: 'store_seller', organizationId: f.store }],
    }),
    status: 201,
    check: (assert, body) => assert.properties(body, ['id', 'email', 'modules']),
  },
  {
    row: 25,
    call: 'POST organizations',
    as: 'admin',
    prepare: async (f) => {
      const store = await db.from('organizations').where('id', f.store).firstOrFail()
      f.made.unit = store.parent_id
    },
    path: () => '/api/organizations',
    body: (f) => ({
      type: 'store',
      parentId: f.made.unit,
      commonName: 'Paris Bastille',
      externalId: 'PB-CONF-1',
      street: '12 rue de la Roquette',
      zipCode: '75011',
      city: 'Paris',
      country: 'FR',
      latitude: 48.853,
      longitude: 2.372,
    }),
    status: 201,
    check: (assert, body, f) => {
      assert.equal(body.type, 'store')
      assert.equal(body.parentId, f.made.unit)
    },
  },
  {
    row: 27,
    call: 'DELETE accounts/{id} (an account still active)',
    as: 'superadmin',
    path: (f) => `/api/accounts/${f.account}`,
    status: 422,
    check: (assert, body) => assert.isString(body.code),
  },
  {
    row: 27,
    call: 'DELETE accounts/{id} (no such account)',
    as: 'superadmin',
    path: () => '/api/accounts/999999',
    status: 404,
    check: (assert, body) => assert.equal(body.code, 'account_not_found'),
  },
  ...(['products', 'categories', 'diagnostic-questions'] as const).map((kind): Call => ({
    row: 29,
    call: `GET /${kind}/exports/{id}`,
    as: 'admin',
    prepare: async (f, client, token) => {
      f.made.export = await exportOf(client, token!, `/api/${kind}/exports`, f.account)
    },
    path: (f) => `/api/${kind}/exports/${f.made.export}`,
    status: 200,
    check: (assert, body, f) => {
      assert.equal(body.id, f.made.export)
      assert.properties(body, ['id', 'url', 'entries_count', 'error'])
    },
  })),
  {
    row: 31,
    call: 'GET categories (page, perPage, sort, order; JSON)',
    as: 'admin',
    path: () => '/api/categories',
    query: () => ({ page: 2, perPage: 2, sort: 'label', order: 'desc' }),
    status: 200,
    check: async (assert, body, _f, response) => {
      isList(assert, body, ['id', 'label'])
      assert.lengthOf(body, 2)
      assert.isTrue(body[0].label.localeCompare(body[1].label) >= 0)
      assert.isAbove(Number(response.header('x-total-count')), 4)
    },
  },
  {
    row: 34,
    call: 'DELETE categories/{id}/circuits/{circuitId}',
    as: 'admin',
    prepare: async (f) => {
      f.made.link = await activeLink(f)
    },
    path: (f) => `/api/categories/${f.made.link.category_id}/circuits/${f.made.link.circuit_id}`,
    status: 200,
  },
  {
    row: 34,
    call: 'POST categories/{id}/circuits/{circuitId}',
    as: 'admin',
    prepare: async (f) => {
      const link = await activeLink(f)
      await db
        .from('category_circuits')
        .where({ category_id: link.category_id, circuit_id: link.circuit_id })
        .update({ active: false })
      f.made.link = link
    },
    path: (f) => `/api/categories/${f.made.link.category_id}/circuits/${f.made.link.circuit_id}`,
    status: 200,
  },
]

/** A token for the caller, and the module its call is made in. */
async function sessionOf(client: ApiClient, caller: Caller) {
  if (caller === 'anonymous') return null
  if (caller === 'visitor') return anonymousToken(client)
  return tokenOf(client, EMAILS[caller]!)
}

async function make(client: ApiClient, call: Call, f: Fixtures) {
  const token = await sessionOf(client, call.as)
  await call.prepare?.(f, client, token)
  let path = call.path(f)
  if (path.includes('$token')) {
    const user = await User.findByOrFail('email', 'seller@demo-retail.test')
    path = path.replace('$token', encodeURIComponent(passwordLinkToken(user, 'reset')))
  }
  const method = call.call.split(' ')[0] as 'GET'
  const request = client.request(path, method)
  if (token) request.bearerToken(token)
  if (call.module) request.header('X-Module', call.module)
  for (const [name, value] of Object.entries(call.headers ?? {})) request.header(name, value)
  if (call.query) request.qs(call.query(f))
  const body = call.body ? await call.body(f, client, token) : undefined
  if (body !== undefined) {
    const type = call.headers?.['Content-Type']
    if (type === 'application/x-www-form-urlencoded') request.form(body as Record<string, unknown>)
    else if (type) request.json(body).header('Content-Type', type)
    else request.json(body)
  }
  return request
}

test.group('API conformance / the call table of part 2 §7', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const call of [...CALLS].sort((a, b) => a.row - b.row)) {
    test(`row ${call.row}: ${call.call} as ${call.as}`, async ({ client, assert }) => {
      const f = await fixtures()
      const response = await make(client, call, f)
      assert.equal(response.status(), call.status, JSON.stringify(response.body()).slice(0, 300))
      await call.check?.(assert, response.body(), f, response)
    })
  }
})

test.group('API conformance / row 2: GET /open-id/authorization-url', (group) => {
  let provider: StartedOidcProvider
  group.setup(async () => {
    const { accountId } = await User.findByOrFail('email', 'admin@demo-retail.test')
    provider = await startOidcProvider({ redirectUris: [openIdCallbackUrl(accountId)] })
    return () => provider.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('row 2: GET /open-id/authorization-url as anonymous', async ({ client, assert }) => {
    const configured = await client
      .put('/api/sso-configurations/account')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
      .json({
        issuer: provider.issuer,
        clientId: OIDC_CLIENT_ID,
        clientSecret: OIDC_CLIENT_SECRET,
        domains: ['demo-retail.test'],
        isActive: true,
      })
    configured.assertStatus(200)
    const response = await client
      .get('/api/open-id/authorization-url')
      .qs({ domain: 'manon.petit@demo-retail.test', bindingHash: 'a'.repeat(43) })
    response.assertStatus(200)
    assert.isString(response.body().url)
    assert.isTrue(response.body().url.startsWith(provider.issuer))
  })
})

/** The lists part 2 §7 pages, each with a column it sorts on. */
const LISTS = [
  { path: '/api/users', sort: 'email' },
  { path: '/api/categories', sort: 'label' },
  { path: '/api/products', sort: 'label' },
  { path: '/api/organizations', sort: 'commonName' },
]

test.group('API conformance / both list dialects', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const { path, sort } of LISTS) {
    test(`${path}: the back office's dialect and the specification's answer the same page`, async ({
      client,
      assert,
    }) => {
      const token = await tokenOf(client, 'admin@demo-retail.test')
      const backOffice = await client
        .get(path)
        .qs({ _start: 3, _end: 6, _sort: sort, _order: 'ASC' })
        .bearerToken(token)
      backOffice.assertStatus(200)
      assert.isArray(backOffice.body())
      assert.lengthOf(backOffice.body(), 3)
      const total = Number(backOffice.header('x-total-count'))
      assert.isAbove(total, 6)

      const plain = await client
        .get(path)
        .qs({ page: 2, itemsPerPage: 3, [`order[${sort}]`]: 'asc' })
        .bearerToken(token)
      plain.assertStatus(200)
      assert.deepEqual(
        plain.body().map((one: { id: unknown }) => one.id),
        backOffice.body().map((one: { id: unknown }) => one.id)
      )

      const linked = await client
        .get(path)
        .qs({ page: 2, itemsPerPage: 3, [`order[${sort}]`]: 'asc' })
        .header('Accept', 'application/ld+json')
        .bearerToken(token)
      linked.assertStatus(200)
      const body = linked.body()
      assert.equal(body['@type'], 'hydra:Collection')
      assert.equal(body['hydra:totalItems'], total)
      assert.deepEqual(
        body['hydra:member'].map((one: { id: unknown }) => one.id),
        backOffice.body().map((one: { id: unknown }) => one.id)
      )
      assert.include(body['hydra:view']['hydra:next'], 'page=3')
      assert.include(body['hydra:view']['hydra:previous'], 'page=1')

      const partial = await client
        .get(path)
        .qs({ page: 1, itemsPerPage: 3, partial: 'true' })
        .header('Accept', 'application/ld+json')
        .bearerToken(token)
      partial.assertStatus(200)
      assert.notProperty(partial.body(), 'hydra:totalItems')
    })

    test(`${path}: a parameter the list does not know is refused with its name, in both dialects`, async ({
      client,
      assert,
    }) => {
      const token = await tokenOf(client, 'admin@demo-retail.test')
      for (const dialect of [
        { _start: 0, _end: 5 },
        { page: 1, itemsPerPage: 5 },
      ]) {
        const response = await client
          .get(path)
          .qs({ ...dialect, colour: 'blue' })
          .bearerToken(token)
        response.assertStatus(400)
        assert.equal(response.body().code, 'unknown_list_parameter')
        assert.include(response.body().message, 'colour')
      }
      const badOrder = await client.get(path).qs({ 'order[nope]': 'asc' }).bearerToken(token)
      badOrder.assertStatus(400)
      assert.include(badOrder.body().message, 'order[nope]')
    })
  }
})
