import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Account from '#models/account'
import OrganizationRootDetail from '#models/organization_root_detail'
import WhiteLabelConfig from '#models/white_label_config'
import type Organization from '#models/organization'
import type User from '#models/user'
import { createOrganization, STORES, WAREHOUSES } from './organizations.js'
import { DEMO_TEXTS } from './texts.js'
import { STAFF } from './staff.js'
import { addUser, createAccount } from './accounts.js'

/** The client's settings: premium features, texts, storefront, and a workshop comment shared with customers. */
async function seedRootDetails(trx: TransactionClientContract, retail: Account) {
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
      // The customer's proposal page explains the new price with the operator's comment.
      isWarehouseCommentSharedToClient: true,
    },
    { client: trx }
  )
  await WhiteLabelConfig.create(
    { accountId: retail.id, host: 'reprise.demo-retail.test', isDefault: true },
    { client: trx }
  )
}

/** The root unit, its two management units, the workshops and the stores (each under its unit). */
async function seedOrganizations(trx: TransactionClientContract, retail: Account, buyer: Account) {
  const rootUnit = await createOrganization(trx, {
    accountId: retail.id,
    type: 'root_management_unit',
    moduleType: 'tim',
    commonName: 'Demo Retail France',
    buyerAccountId: buyer.id,
    city: 'Paris',
    externalId: 'DR-ROOT',
  })
  const units: Organization[] = []
  for (const [commonName, externalId] of [
    ['Direction Île-de-France', 'DR-MU-IDF'],
    ['Direction Sud-Est', 'DR-MU-SE'],
  ]) {
    units.push(
      await createOrganization(
        trx,
        { accountId: retail.id, type: 'management_unit', moduleType: 'tim', commonName, externalId },
        rootUnit
      )
    )
  }
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
  return { rootUnit, units, warehouses, stores }
}

/**
 * Demo Retail, the retailer of the README: its account and settings, units, stores and workshops, the demo
 * logins of each role and the stores' staff. Answers the organizations and each workshop's operator.
 */
export async function seedRetailer(trx: TransactionClientContract, buyer: Account) {
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
  await seedRootDetails(trx, retail)
  const { rootUnit, units, warehouses, stores } = await seedOrganizations(trx, retail, buyer)

  const add = (email: string, names: [string, string], modules: Parameters<typeof addUser>[4]) =>
    addUser(trx, retail, email, names, modules)
  await add(
    'admin@demo-retail.test',
    ['Claire', 'Dubois'],
    [
      ['tim', 'admin', rootUnit],
      ['rps', 'admin', null],
    ]
  )
  await add(
    'rmu.manager@demo-retail.test',
    ['Thomas', 'Lefèvre'],
    [['tim', 'root_management_unit_manager', rootUnit]]
  )
  await add(
    'mu.manager@demo-retail.test',
    ['Nathalie', 'Moreau'],
    [['tim', 'management_unit_manager', units[0]]]
  )
  await add('store.manager@demo-retail.test', ['Julien', 'Garnier'], [['tim', 'store_manager', stores[0]]])
  await add('seller@demo-retail.test', ['Camille', 'Roux'], [['tim', 'store_seller', stores[0]]])
  await add(
    'wh.manager@demo-retail.test',
    ['Antoine', 'Faure'],
    [['rps', 'warehouse_manager', warehouses[0]]]
  )
  const operators = new Map<number, { user: User; workshop: Organization }>()
  const operator = await add(
    'operator@demo-retail.test',
    ['Léa', 'Girard'],
    [['rps', 'warehouse_operator', warehouses[0]]]
  )
  operators.set(warehouses[0].id, { user: operator, workshop: warehouses[0] })
  const lyonOperator = await add(
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
    await add(email, person, [['tim', index % 4 === 0 ? 'store_manager' : 'store_seller', store]])
  }
  return { retail, warehouses, stores, operators }
}
