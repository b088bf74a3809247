import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Package from '#models/package'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** A package the caller sees (DESIGN.md §2), else 404. */
export function visiblePackage(actor: Actor, id: number, client?: TransactionClientContract) {
  return tenancy.packages(Package.query({ client }), actor).where('packages.id', id).firstOrFail()
}
