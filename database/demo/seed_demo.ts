import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { createOrganization } from './organizations.js'
import { addUser, createAccount, DEMO_PASSWORD } from './accounts.js'
import { seedRetailer } from './seed_retailer.js'
import { seedCatalogue } from './seed_catalogue.js'
import { seedSetup } from './seed_setup.js'
import { seedBuybacks } from './seed_buybacks.js'
import { seedPackages } from './seed_packages.js'
import { seedCheckins } from './seed_checkins.js'
import { seedPayments } from './seed_payments.js'
import { seedRegister } from './seed_register.js'
import { refreshProductPopularity } from '#services/product_search/popularity'

export { DEMO_PASSWORD }

/** Demo Buyer, the buyer the retailer's buy-backs are sold to, with its login. */
async function seedBuyer(trx: TransactionClientContract) {
  const buyer = await createAccount(
    trx,
    {
      commonName: 'Demo Buyer',
      corporateName: 'Demo Buyer SAS',
      siret: '81234567800017',
      mainColor: '#2e7d32',
    },
    ['lcm']
  )
  const buyerEntity = await createOrganization(trx, {
    accountId: buyer.id,
    type: 'buyer',
    moduleType: 'lcm',
    commonName: 'Demo Buyer SAS',
    street: '8 rue de la Pépinière',
    zipCode: '75008',
    city: 'Paris',
    latitude: 48.875392,
    longitude: 2.320514,
  })
  await addUser(
    trx,
    buyer,
    'buyer@demo-buyer.test',
    ['Karim', 'Benali'],
    [['lcm', 'buyer_manager', buyerEntity]]
  )
  return buyer
}

/** Other Retail, a second retailer with one store, to check that no one sees another client's data. */
async function seedOtherRetailer(trx: TransactionClientContract) {
  const other = await createAccount(
    trx,
    { commonName: 'Other Retail', corporateName: 'Other Retail SAS', mainColor: '#ef6c00' },
    ['tim']
  )
  const otherRoot = await createOrganization(trx, {
    accountId: other.id,
    type: 'root_management_unit',
    moduleType: 'tim',
    commonName: 'Other Retail France',
    externalId: 'OR-ROOT',
  })
  const otherStore = await createOrganization(
    trx,
    {
      accountId: other.id,
      type: 'store',
      moduleType: 'tim',
      commonName: 'Bordeaux Sainte-Catherine',
      street: '91 rue Sainte-Catherine',
      zipCode: '33000',
      city: 'Bordeaux',
      latitude: 44.837789,
      longitude: -0.574226,
      externalId: 'OR-BDX-001',
    },
    otherRoot
  )
  await addUser(trx, other, 'admin@other-retail.test', ['Paul', 'Mercier'], [['tim', 'admin', otherRoot]])
  await addUser(
    trx,
    other,
    'seller@other-retail.test',
    ['Inès', 'Lambert'],
    [['tim', 'store_seller', otherStore]]
  )
}

/**
 * The demo data of the README: the platform, the retailer "Demo Retail" with its units, stores and
 * workshops, the buyer "Demo Buyer", a second retailer "Other Retail" for isolation, and the demo logins;
 * then Demo Retail's catalogue, set-up and activity (buy-backs in every status, parcels, check-ins and
 * payments with work left).
 */
export async function seedDemo(trx: TransactionClientContract) {
  const platform = await createAccount(trx, { commonName: 'Reprise', isPlatform: true }, ['root'])
  await addUser(
    trx,
    platform,
    'superadmin@reprise.test',
    ['Sophie', 'Martin'],
    [['root', 'super_admin', null]]
  )
  const buyer = await seedBuyer(trx)
  const { retail, warehouses, stores, operators } = await seedRetailer(trx, buyer)

  const { categories } = await seedCatalogue(trx, { retailerId: retail.id, buyerId: buyer.id, warehouses })
  const setup = await seedSetup(trx, { accountId: retail.id, warehouses, categories })
  const sellers = new Map<number, number>()
  for (const row of await trx
    .from('user_modules')
    .where('role', 'store_seller')
    .select('user_id', 'organization_id')) {
    if (!sellers.has(row.organization_id)) sellers.set(row.organization_id, row.user_id)
  }
  const toCheckIn = await seedBuybacks(trx, {
    accountId: retail.id,
    buyerAccountId: buyer.id,
    stores,
    warehouses,
    circuits: setup.circuits,
    modes: setup.modes,
    shipping: setup.shipping,
    stocks: setup.stocks,
    sellers,
    operators: new Map([...operators].map(([workshopId, { user }]) => [workshopId, user.id])),
  })
  await seedPackages(trx, retail.id)
  await seedCheckins(trx, toCheckIn, operators)
  await seedPayments(trx, retail.id)
  await seedRegister(trx, retail.id)
  // The search's order reads each product's recent buy-backs from the product.
  await refreshProductPopularity(trx)

  await seedOtherRetailer(trx)
}
