import type Organization from '#models/organization'
import type { PlainRecord } from '#services/plain_records'

/** An entity as the back office shows and edits it. */
export function presentEntity(entity: PlainRecord<typeof Organization>) {
  return {
    id: entity.id,
    updatedAt: entity.updatedAt?.toISO() ?? null,
    version: entity.version,
    accountId: entity.accountId,
    parentId: entity.parentId,
    depth: entity.path.split('/').filter(Boolean).length,
    type: entity.type,
    moduleType: entity.moduleType,
    commonName: entity.commonName,
    corporateName: entity.corporateName,
    buyerAccountId: entity.buyerAccountId,
    externalId: entity.externalId,
    email: entity.email,
    status: entity.status,
    street: entity.street,
    streetComplement: entity.streetComplement,
    zipCode: entity.zipCode,
    city: entity.city,
    country: entity.country,
    latitude: entity.latitude === null ? null : Number(entity.latitude),
    longitude: entity.longitude === null ? null : Number(entity.longitude),
    defaultWarehouseId: entity.defaultWarehouseId,
    stockId: entity.stockId,
    createdAt: entity.createdAt?.toISO() ?? null,
  }
}

/** How many of something an entity's subtree holds, in all and by module. */
export const presentModuleCount = (entity: Pick<Organization, 'id'>, byModule: Record<string, number>) => ({
  id: entity.id,
  total: Object.values(byModule).reduce((a, b) => a + b, 0),
  byModule,
})
