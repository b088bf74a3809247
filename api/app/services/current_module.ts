import type User from '#models/user'
import UserModule from '#models/user_module'
import Organization from '#models/organization'
import { Actor } from '#services/actor'
import BusinessError from '#exceptions/business_error'
import { MODULES, type ModuleType } from '#permissions/names'
import { permissionsFor } from '#permissions/table'

const PREFERRED_ORDER: ModuleType[] = ['tim', 'rps', 'lcm', 'root']

/**
 * Resolves the module a request acts in: the one asked for (X-Module header or the switch call), else the
 * last one the user chose, else the first the user holds. A module the user does not hold is refused.
 */
export async function resolveActor(user: User, requested?: string | null): Promise<Actor> {
  const held = await modulesWithOrganizations(user)
  if (!held.length) throw new BusinessError('no_module', 403)

  let chosen = requested ? held.find((one) => one.module === requested) : undefined
  if (requested && !chosen) {
    throw new BusinessError(
      MODULES.includes(requested as ModuleType) ? 'module_not_held' : 'module_unknown',
      403
    )
  }
  chosen ??= held.find((one) => one.module === user.lastModule)
  chosen ??= [...held].sort(
    (a, b) => PREFERRED_ORDER.indexOf(a.module) - PREFERRED_ORDER.indexOf(b.module)
  )[0]

  return new Actor(
    user,
    chosen.module,
    chosen.role,
    chosen.organization ?? null,
    new Set(permissionsFor(chosen.module, chosen.role))
  )
}

/**
 * The user's modules with their parent entity, in one query (this runs on every API call): the entity's
 * columns come joined under an `organization__` prefix and are made into the preloaded relation.
 */
async function modulesWithOrganizations(user: User) {
  const columns = [...Organization.$columnsDefinitions.values()].map((column) => column.columnName)
  const modules = await UserModule.query()
    .where('user_modules.user_id', user.id)
    .leftJoin('organizations', 'organizations.id', 'user_modules.organization_id')
    .select('user_modules.*')
    .select(columns.map((name) => `organizations.${name} as organization__${name}`))
  for (const module of modules) {
    const row: Record<string, unknown> = {}
    for (const name of columns) row[name] = module.$extras[`organization__${name}`]
    module.$extras = {}
    if (row.id !== null && row.id !== undefined) {
      module.$setRelated('organization', Organization.$createFromAdapterResult(row)!)
    }
  }
  user.$setRelated('modules', modules)
  return modules
}
