import Organization from '#models/organization'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** A store the caller works for (its own, or one below its entity); another one is not found. */
export const callerStore = (actor: Actor, id: unknown) =>
  tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.id', Number(id))
    .where('organizations.type', 'store')
    .firstOrFail()
