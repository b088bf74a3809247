import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import UserModule from '#models/user_module'
import Organization from '#models/organization'

/**
 * Every API call needs the caller, their modules and each module's entity (the actor of
 * services/current_module.ts): one query with joins instead of three.
 */

const columnsOf = (model: LucidModel) =>
  [...model.$columnsDefinitions.values()].map((column) => column.columnName)

/** Selects every column of `model` from `table` under `prefix`. */
function selectPrefixed(
  query: ModelQueryBuilderContract<any>,
  model: LucidModel,
  table: string,
  prefix: string
) {
  query.select(columnsOf(model).map((name) => `${table}.${name} as ${prefix}${name}`))
}

/** The row of `model` selected under `prefix` into `extras`, or null when the left join found none. */
function rowFrom<Model extends LucidModel>(model: Model, extras: Record<string, unknown>, prefix: string) {
  if (extras[`${prefix}id`] === null || extras[`${prefix}id`] === undefined) return null
  const row: Record<string, unknown> = {}
  for (const name of columnsOf(model)) row[name] = extras[`${prefix}${name}`]
  return model.$createFromAdapterResult(row) as InstanceType<Model>
}

function attachOrganization(module: UserModule, extras: Record<string, unknown>) {
  const organization = rowFrom(Organization, extras, 'organization__')
  if (organization) module.$setRelated('organization', organization)
}

/** A user's modules, each with its entity preloaded, in one query. */
export async function loadModules(user: User) {
  const query = UserModule.query()
    .where('user_modules.user_id', user.id)
    .leftJoin('organizations', 'organizations.id', 'user_modules.organization_id')
    .select('user_modules.*')
  selectPrefixed(query, Organization, 'organizations', 'organization__')
  const modules = await query
  for (const module of modules) {
    attachOrganization(module, module.$extras)
    module.$extras = {}
  }
  user.$setRelated('modules', modules)
  return modules
}

/** The user of `id` with their modules and entities preloaded, in one query; null when none. */
export async function findUserWithModules(id: string | number | BigInt) {
  const query = User.query()
    .where('users.id', id as number)
    .leftJoin('user_modules', 'user_modules.user_id', 'users.id')
    .leftJoin('organizations', 'organizations.id', 'user_modules.organization_id')
    .select('users.*')
  selectPrefixed(query, UserModule, 'user_modules', 'module__')
  selectPrefixed(query, Organization, 'organizations', 'organization__')
  const rows = await query
  if (!rows.length) return null
  const modules: UserModule[] = []
  for (const row of rows) {
    const module = rowFrom(UserModule, row.$extras, 'module__')
    if (!module) continue
    attachOrganization(module, row.$extras)
    modules.push(module)
  }
  const [user] = rows
  user.$extras = {}
  user.$setRelated('modules', modules)
  return user
}
