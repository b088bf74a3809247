import type { HttpContext } from '@adonisjs/core/http'
import Circuit from '#models/circuit'
import Organization from '#models/organization'
import { tenancy } from '#services/tenancy/scopes'

/** The stores and circuits the caller's buy-back list may be filtered on: their own, by name. */
export async function buybackFilterOptions(actor: HttpContext['actor']) {
  const stores = await tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.type', 'store')
    .orderBy('organizations.common_name')
    .select('organizations.id', 'organizations.common_name')
  const circuits = await tenancy.owned(Circuit.query(), actor).orderBy('circuits.name')
  return {
    stores: stores.map((store) => ({ id: store.id, name: store.commonName })),
    circuits: circuits.map((circuit) => ({ id: circuit.id, name: circuit.name, code: circuit.code })),
  }
}
