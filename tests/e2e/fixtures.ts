import { randomUUID } from 'node:crypto'
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/admin.js'
import { ace } from '../support/ace.js'
import { tinyPng } from '../support/catalogue.js'
import { storefrontCheckout } from '../support/storefront.js'
import { checkIn, checkInAndVerify, checkInAndVerifyWorse } from '../support/verification.js'

/**
 * Playwright fixtures that prepare what a test needs through the API (never through the screens under
 * test), so that each test makes its own data and none depends on another having run before it.
 */

/** The demo logins a test may act as. */
export const PEOPLE = {
  superAdmin: 'superadmin@reprise.test',
  admin: 'admin@demo-retail.test',
  storeManager: 'store.manager@demo-retail.test',
  seller: 'seller@demo-retail.test',
  workshopManager: 'wh.manager@demo-retail.test',
  operator: 'operator@demo-retail.test',
} as const
export type Role = keyof typeof PEOPLE

const MODULE_OF: Record<Role, string> = {
  superAdmin: 'root',
  admin: 'tim',
  storeManager: 'tim',
  seller: 'tim',
  workshopManager: 'rps',
  operator: 'rps',
}

/** The API as one person, logged in: JSON in and out, any refusal failing the test with its status. */
export interface ApiAs {
  token: string
  session: { currentOrganization?: { id: number; type: string } | null; [key: string]: unknown }
  get<T = unknown>(path: string): Promise<T>
  send<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T>
}

async function logInAs(request: APIRequestContext, role: Role): Promise<ApiAs> {
  const login = await request.post('/api/auth/login', {
    data: { email: PEOPLE[role], password: DEMO_PASSWORD },
  })
  expect(login.ok(), `the login of ${PEOPLE[role]} answered ${login.status()}`).toBeTruthy()
  const session = await login.json()
  const headers = { Authorization: `Bearer ${session.token}`, 'X-Module': MODULE_OF[role] }
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await request.fetch(path, { method, data, headers })
    const status = response.ok() ? '' : ` ${await response.text()}`
    expect(response.ok(), `${method} ${path} answered ${response.status()}${status}`).toBeTruthy()
    return response.json()
  }
  return {
    token: session.token,
    session,
    get: (path) => call('GET', path),
    send: (method, path, data) => call(method, path, data),
  }
}

/** An item as the expedition page lists it: its own number and its buy-back's. */
export interface ShippableItem {
  id: number
  identificationNumber: string
  buybackNumber: string
}

/** The items of these buy-backs on the expedition page of `api`'s user. */
async function awaitingOf(api: ApiAs, buybackNumbers: string[]) {
  const { items } = await api.get<{
    items: { id: number; identificationNumber: string; buyback: { identificationNumber: string } }[]
  }>('/api/expedition/awaiting')
  const found = items
    .filter((item) => buybackNumbers.includes(item.buyback.identificationNumber))
    .map((item) => ({
      id: item.id,
      identificationNumber: item.identificationNumber,
      buybackNumber: item.buyback.identificationNumber,
    }))
  expect(found, 'each new buy-back’s item awaits its expedition').toHaveLength(buybackNumbers.length)
  return found
}

const CUSTOMER = {
  firstname: 'Lucie',
  lastname: 'Fixture',
  street: '12 rue des Lilas',
  zipCode: '75011',
  city: 'Paris',
}
/** A customer at the counter: the identity document is asked in store. */
const COUNTER_CUSTOMER = {
  ...CUSTOMER,
  phone: '0612345678',
  country: 'FR',
  iban: 'FR7630006000011234567890189',
  identity: {
    type: 'identity_card',
    number: 'X4RTBPFW4',
    authority: 'Préfecture de Paris',
    deliveryDate: '2020-05-04',
  },
}
const uniqueEmail = (what: string) => `${what}.${randomUUID().slice(0, 8)}@example.com`

interface Fixtures {
  /** The API logged in as one of the demo people. */
  apiAs: (role: Role) => Promise<ApiAs>
  /** A web buy-back sent by post to the operator's workshop, ready to be checked in: its number. */
  parcelToCheckIn: () => Promise<string>
  /** `count` parcels checked in at the operator's workshop, their items awaiting their tests. */
  checkedInItems: (count: number) => Promise<{ number: string; itemId: number; itemCode: string }[]>
  /** `count` items checked in and verified at the operator's workshop, awaiting dispatch to the buyer. */
  completedItems: (count: number) => Promise<ShippableItem[]>
  /** An item whose customer declined the new proposal, to be returned from the operator's workshop. */
  itemToReturn: () => Promise<ShippableItem>
  /** `count` buy-backs taken at the store manager's store, awaiting their dispatch to the workshop. */
  storeItems: (count: number) => Promise<ShippableItem[]>
  /** A package of the items, opened, filled and closed through the API by `role`: its number. */
  shippedPackage: (role: Role, items: ShippableItem[]) => Promise<{ id: number; number: string }>
}

export const test = base.extend<Fixtures>({
  apiAs: async ({ request }, use) => {
    await use((role) => logInAs(request, role))
  },

  parcelToCheckIn: async ({ request }, use) => {
    await use(async () => {
      const { cart } = await storefrontCheckout(request, 'fixture', {
        ...CUSTOMER,
        email: uniqueEmail('lucie'),
      })
      const number = cart.buybacks[0].identificationNumber as string
      const operator = await logInAs(request, 'operator')
      await operator.get(`/api/warehouse/checkins/${number}`)
      return number
    })
  },

  checkedInItems: async ({ request, parcelToCheckIn, apiAs }, use) => {
    await use(async (count) => {
      const operator = await apiAs('operator')
      const items: { number: string; itemId: number; itemCode: string }[] = []
      for (let index = 0; index < count; index++) {
        const number = await parcelToCheckIn()
        const itemId = await checkIn(request, number)
        const lookup = await operator.get<{ itemIdentificationNumber: string }>(
          `/api/verifications/lookup/${number}`
        )
        items.push({ number, itemId, itemCode: lookup.itemIdentificationNumber })
      }
      return items
    })
  },

  completedItems: async ({ request, parcelToCheckIn, apiAs }, use) => {
    await use(async (count) => {
      const numbers: string[] = []
      for (let index = 0; index < count; index++) {
        const number = await parcelToCheckIn()
        await checkInAndVerify(request, number, tinyPng(16))
        numbers.push(number)
      }
      return awaitingOf(await apiAs('operator'), numbers)
    })
  },

  itemToReturn: async ({ request, parcelToCheckIn, apiAs }, use) => {
    await use(async () => {
      const number = await parcelToCheckIn()
      await checkInAndVerifyWorse(request, number, tinyPng(16, [180, 30, 30]))
      const links = JSON.parse(ace(['litigation:links', number])) as { reject: string }
      const reject = new URL(links.reject)
      const id = reject.pathname.split('/')[2]
      const signature = reject.searchParams.get('signature')!
      const declined = await request.post(
        `/api/litigation/buybacks/${id}/reject?signature=${encodeURIComponent(signature)}`
      )
      expect(declined.ok(), `the customer's refusal answered ${declined.status()}`).toBeTruthy()
      const [item] = await awaitingOf(await apiAs('operator'), [number])
      return item
    })
  },

  storeItems: async ({ apiAs }, use) => {
    await use(async (count) => {
      const manager = await apiAs('storeManager')
      const store = manager.session.currentOrganization
      expect(store?.type, 'the store manager works in a store').toBe('store')
      const storeId = store!.id
      const { items } = await manager.get<{ items: { id: string }[] }>(
        '/api/store/products?keyword=playstation'
      )
      const productId = items[0].id
      const diagnostic = await manager.get<{ questions: { answers: { id: number }[] }[] }>(
        `/api/storefront/products/${productId}/diagnostic`
      )
      const answers = diagnostic.questions.map((question) => question.answers[0].id)
      const estimate = await manager.send<{
        transportModes: { id: string; deposit: string; paymentModes: { id: number }[] }[]
      }>('POST', `/api/store/${storeId}/estimates`, { productId, answers })
      const transport =
        estimate.transportModes.find((mode) => mode.deposit === 'drop') ?? estimate.transportModes[0]
      const line = {
        productId,
        answers,
        transportModeId: transport.id,
        paymentModeId: transport.paymentModes[0].id,
      }
      // One checkout per buy-back: a store cart holds one product unless the client has multi-product carts.
      const checkout = () =>
        manager.send<{ buybacks: { identificationNumber: string }[] }>(
          'POST',
          `/api/store/${storeId}/buybacks`,
          {
            idempotencyKey: randomUUID(),
            termsAccepted: true,
            buybacks: [line],
            customer: { ...COUNTER_CUSTOMER, email: uniqueEmail('lea') },
          }
        )
      const numbers: string[] = []
      for (let index = 0; index < count; index++) {
        numbers.push((await checkout()).buybacks[0].identificationNumber)
      }
      return awaitingOf(manager, numbers)
    })
  },

  shippedPackage: async ({ apiAs }, use) => {
    await use(async (role, items) => {
      const api = await apiAs(role)
      const [first, ...others] = items
      const opened = await api.send<{ id: number; number: string }>('POST', '/api/packages', {
        code: first.identificationNumber,
      })
      for (const item of others) {
        await api.send('POST', `/api/packages/${opened.id}/items`, { code: item.identificationNumber })
      }
      const current = await api.get<{ version: number }>(`/api/packages/${opened.id}`)
      const closed = await api.send<{ number?: string }>('POST', `/api/packages/${opened.id}/close`, {
        version: current.version,
      })
      return { id: opened.id, number: closed.number ?? opened.number }
    })
  },
})

export { expect }
