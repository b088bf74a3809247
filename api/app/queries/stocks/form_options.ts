import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The workshops a stock may belong to, for callers who manage stocks without seeing the entities. */
export async function stockFormOptions(actor: Actor) {
  const warehouses = await tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.type', 'warehouse')
    .orderBy('organizations.common_name')
  return { warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })) }
}
