import db from '@adonisjs/lucid/services/db'
import factory from '@adonisjs/lucid/factories'
import Organization from '#models/organization'
import { completeNativeStocks } from '#services/native_stock_creation'
import { AccountFactory } from './account_factory.js'

/**
 * An entity of a client. Its materialised path follows the `parentId` it is given, and a workshop comes
 * with its native stocks, as the entity actions make them. Pick the kind with a state.
 */
export const OrganizationFactory = factory
  .define(Organization, ({ faker }) => ({
    type: 'store' as const,
    moduleType: 'tim' as const,
    commonName: `${faker.location.city()} ${faker.string.alphanumeric(5)}`.slice(0, 100),
    status: 'active' as const,
    street: faker.location.streetAddress().slice(0, 100),
    zipCode: faker.location.zipCode('#####'),
    city: faker.location.city().slice(0, 100),
    country: 'FR',
    latitude: 48.85,
    longitude: 2.35,
  }))
  .relation('account', () => AccountFactory)
  .state('root', (entity) => {
    entity.type = 'root_management_unit'
    entity.moduleType = 'tim'
  })
  .state('unit', (entity) => {
    entity.type = 'management_unit'
    entity.moduleType = 'tim'
  })
  .state('store', (entity) => {
    entity.type = 'store'
    entity.moduleType = 'tim'
  })
  .state('warehouse', (entity) => {
    entity.type = 'warehouse'
    entity.moduleType = 'rps'
  })
  .state('buyer', (entity) => {
    entity.type = 'buyer'
    entity.moduleType = 'lcm'
  })
  .before('create', async (_, entity, { $trx }) => {
    if (entity.path) return
    const parent = entity.parentId ? await Organization.findOrFail(entity.parentId, { client: $trx }) : null
    entity.path = parent ? `${parent.path}${parent.id}/` : '/'
  })
  .after('create', async (_, entity, { $trx }) => {
    if (entity.type === 'warehouse') await completeNativeStocks($trx ?? db.connection(), entity)
  })
  .build()
