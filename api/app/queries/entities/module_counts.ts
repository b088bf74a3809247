import User from '#models/user'
import type Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { MODULE_OF_TYPE, type OrganizationType } from '#domain/entity_tree'
import { MODULES } from '#permissions/names'
import { visibleEntities } from '#queries/entities/tree_order'

/** An entity and everything under it, among what the caller sees. */
const subtreeOf = (actor: Actor, entity: Organization) =>
  visibleEntities(actor).where((tree) =>
    tree
      .where('organizations.id', entity.id)
      .orWhere('organizations.path', 'like', `${entity.path}${entity.id}/%`)
  )

const noModules = () => Object.fromEntries(MODULES.map((module) => [module, 0]))

/** The entities of the subtree of an entity (itself included), by the module each belongs to. */
export async function entitiesByModule(actor: Actor, entity: Organization) {
  const rows = await subtreeOf(actor, entity)
    .groupBy('organizations.type')
    .count('* as total')
    .select('organizations.type')
  const byModule = noModules()
  for (const row of rows) {
    byModule[MODULE_OF_TYPE[row.type as OrganizationType]] += Number(row.$extras.total)
  }
  return byModule
}

/** The users whose module hangs on the entity or under it, by module (a user with two counts in each). */
export async function usersByModule(actor: Actor, entity: Organization) {
  const rows = await tenancy
    .users(User.query(), actor)
    .join('user_modules', 'user_modules.user_id', 'users.id')
    .whereIn('user_modules.organization_id', subtreeOf(actor, entity).select('organizations.id'))
    .groupBy('user_modules.module')
    .select('user_modules.module')
    .countDistinct('users.id as total')
  const byModule = noModules()
  for (const row of rows) byModule[row.$extras.module] = Number(row.$extras.total)
  return byModule
}
