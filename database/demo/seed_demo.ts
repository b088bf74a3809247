import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Account from '#models/account'
import AccountModule from '#models/account_module'
import OrganizationRootDetail from '#models/organization_root_detail'
import WhiteLabelConfig from '#models/white_label_config'
import User from '#models/user'
import UserModule from '#models/user_module'
import type Organization from '#models/organization'
import type { ModuleType, UserType } from '#permissions/names'
import { createOrganization, STORES, WAREHOUSES } from './organizations.js'
import { DEMO_TEXTS } from './texts.js'
import { STAFF } from './staff.js'
import { seedCatalogue } from './seed_catalogue.js'
import { seedSetup } from './seed_setup.js'
import { seedBuybacks } from './seed_buybacks.js'
import { seedPackages } from './seed_packages.js'
import { seedCheckins } from './seed_checkins.js'
import { seedPayments } from './seed_payments.js'
import { refreshProductPopularity } from '#services/product_search/popularity'

export const DEMO_PASSWORD = 'Reprise-Demo-1'

async function createAccount(
  trx: TransactionClientContract,
  fields: Partial<Account>,
  modules: ModuleType[]
) {
  const account = await Account.create({ status: 'active', country: 'FR', ...fields }, { client: trx })
  await AccountModule.createMany(
    modules.map((module) => ({ accountId: account.id, module })),
    { client: trx }
  )
  return account
}

/**
 * The demo data of the README: the platform, the retailer "Demo Retail" with its units, stores and
 * workshops, the buyer "Demo Buyer", a second retailer "Other Retail" for isolation, and the demo logins.
 */
export async function seedDemo(trx: TransactionClientContract) {
  const addUser = async (
    account: Account,
    email: string,
    names: [string, string],
    modules: [ModuleType, UserType, Organization | null][]
  ) => {
    const user = new User().useTransaction(trx)
    user.fill({ accountId: account.id, email, firstname: names[0], lastname: names[1], status: 'active' })
    user.password = DEMO_PASSWORD
    user.lastModule = modules[0][0]
    await user.save()
    await UserModule.createMany(
      modules.map(([module, role, organization]) => ({
        userId: user.id,
        module,
        role,
        organizationId: organization?.id ?? null,
      })),
      { client: trx }
    )
    return user
  }

  const platform = await createAccount(trx, { commonName: 'Reprise', isPlatform: true }, ['root'])
  await addUser(platform, 'superadmin@reprise.test', ['Sophie', 'Martin'], [['root', 'super_admin', null]])

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
  await addUser(buyer, 'buyer@demo-buyer.test', ['Karim', 'Benali'], [['lcm', 'buyer_manager', buyerEntity]])

  const retail = await createAccount(
    trx,
    {
      commonName: 'Demo Retail',
      corporateName: 'Demo Retail SA',
      siret: '55210055400013',
      shareCapital: 150000000,
      street: '25 boulevard Haussmann',
      zipCode: '75009',
      city: 'Paris',
      webUrl: 'https://www.demo-retail.test',
      mainColor: '#c2185b',
    },
    ['tim', 'rps']
  )
  await trx.table('linked_buyers').insert({ retailer_account_id: retail.id, buyer_account_id: buyer.id })
  await OrganizationRootDetail.create(
    {
      accountId: retail.id,
      sellerSupportEmail: 'support@demo-retail.test',
      dpoEmail: 'dpo@demo-retail.test',
      ...DEMO_TEXTS,
      enabledPremiumFeatures: [
        'imei_search_and_collect',
        'payment_bonus',
        'deposit_bonus',
        'absorption',
        'custom_transfer_order',
        'scan_searchbar',
        'sftp_access',
      ],
      transferOrderTerms: {
        fr: 'Je soussigné(e) {{customer_firstname}} {{customer_lastname}} cède à {{buyer_name}} le produit {{product_label}} pour {{total_price}}, payé par {{payment_type}}.',
      },
      categoryNavigationEnabled: true,
      externalWebsiteUrl: 'https://www.demo-retail.test',
      externalWebsiteText: 'Retour sur demo-retail.test',
      dropOffMapEnabled: true,
    },
    { client: trx }
  )
  await WhiteLabelConfig.create(
    { accountId: retail.id, host: 'reprise.demo-retail.test', isDefault: true },
    { client: trx }
  )

  const rootUnit = await createOrganization(trx, {
    accountId: retail.id,
    type: 'root_management_unit',
    moduleType: 'tim',
    commonName: 'Demo Retail France',
    buyerAccountId: buyer.id,
    city: 'Paris',
    externalId: 'DR-ROOT',
  })
  const units = [
    await createOrganization(
      trx,
      {
        accountId: retail.id,
        type: 'management_unit',
        moduleType: 'tim',
        commonName: 'Direction Île-de-France',
        externalId: 'DR-MU-IDF',
      },
      rootUnit
    ),
    await createOrganization(
      trx,
      {
        accountId: retail.id,
        type: 'management_unit',
        moduleType: 'tim',
        commonName: 'Direction Sud-Est',
        externalId: 'DR-MU-SE',
      },
      rootUnit
    ),
  ]
  const warehouses: Organization[] = []
  for (const warehouse of WAREHOUSES) {
    warehouses.push(
      await createOrganization(trx, {
        accountId: retail.id,
        type: 'warehouse',
        moduleType: 'rps',
        ...warehouse,
      })
    )
  }
  const stores: Organization[] = []
  for (const { unit, ...store } of STORES) {
    stores.push(
      await createOrganization(
        trx,
        {
          accountId: retail.id,
          type: 'store',
          moduleType: 'tim',
          defaultWarehouseId: warehouses[0].id,
          ...store,
        },
        units[unit]
      )
    )
  }

  await addUser(
    retail,
    'admin@demo-retail.test',
    ['Claire', 'Dubois'],
    [
      ['tim', 'admin', rootUnit],
      ['rps', 'admin', null],
    ]
  )
  await addUser(
    retail,
    'rmu.manager@demo-retail.test',
    ['Thomas', 'Lefèvre'],
    [['tim', 'root_management_unit_manager', rootUnit]]
  )
  await addUser(
    retail,
    'mu.manager@demo-retail.test',
    ['Nathalie', 'Moreau'],
    [['tim', 'management_unit_manager', units[0]]]
  )
  await addUser(
    retail,
    'store.manager@demo-retail.test',
    ['Julien', 'Garnier'],
    [['tim', 'store_manager', stores[0]]]
  )
  await addUser(retail, 'seller@demo-retail.test', ['Camille', 'Roux'], [['tim', 'store_seller', stores[0]]])
  await addUser(
    retail,
    'wh.manager@demo-retail.test',
    ['Antoine', 'Faure'],
    [['rps', 'warehouse_manager', warehouses[0]]]
  )
  const operators = new Map<number, { user: User; workshop: Organization }>()
  const operator = await addUser(
    retail,
    'operator@demo-retail.test',
    ['Léa', 'Girard'],
    [['rps', 'warehouse_operator', warehouses[0]]]
  )
  operators.set(warehouses[0].id, { user: operator, workshop: warehouses[0] })
  const lyonOperator = await addUser(
    retail,
    'operator.lyon@demo-retail.test',
    ['Mehdi', 'Chevalier'],
    [['rps', 'warehouse_operator', warehouses[1]]]
  )
  operators.set(warehouses[1].id, { user: lyonOperator, workshop: warehouses[1] })
  for (const [index, person] of STAFF.entries()) {
    const store = stores[index % stores.length]
    const email = `${person[0]}.${person[1]}@demo-retail.test`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
    await addUser(retail, email, person, [['tim', index % 4 === 0 ? 'store_manager' : 'store_seller', store]])
  }

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
  })
  await seedPackages(trx, retail.id)
  await seedCheckins(trx, toCheckIn, operators)
  await seedPayments(trx, retail.id)
  // The search's order reads each product's recent buy-backs from the product.
  await refreshProductPopularity(trx)

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
  await addUser(other, 'admin@other-retail.test', ['Paul', 'Mercier'], [['tim', 'admin', otherRoot]])
  await addUser(other, 'seller@other-retail.test', ['Inès', 'Lambert'], [['tim', 'store_seller', otherStore]])
}
