import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { AccessTokenDbColumns } from '@adonisjs/auth/types/access_tokens'
import User from '#models/user'
import UserModule from '#models/user_module'
import Organization from '#models/organization'
import { rawRows } from '#services/raw_rows'

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

/** Users with their modules and entities, one row per module (or one row without any). */
function userRowsQuery() {
  const query = User.query()
    .leftJoin('user_modules', 'user_modules.user_id', 'users.id')
    .leftJoin('organizations', 'organizations.id', 'user_modules.organization_id')
    .select('users.*')
  selectPrefixed(query, UserModule, 'user_modules', 'module__')
  selectPrefixed(query, Organization, 'organizations', 'organization__')
  return query
}

/** The user of those rows with their modules attached; null when there are none. */
function userOfRows(rows: User[]) {
  if (!rows.length) return null
  const modules: UserModule[] = []
  for (const row of rows) {
    const module = rowFrom(UserModule, row.$extras, 'module__')
    if (!module) continue
    attachOrganization(module, row.$extras)
    modules.push(module)
  }
  const [user] = rows
  user.$setRelated('modules', modules)
  return user
}

/** The user of `id` with their modules and entities preloaded, in one query; null when none. */
export async function findUserWithModules(id: string | number | BigInt) {
  const user = userOfRows(await userRowsQuery().where('users.id', id as number))
  if (user) user.$extras = {}
  return user
}

/** The columns of auth_access_tokens, as the tokens provider reads a token. */
const TOKEN_COLUMNS =
  'id tokenable_id type name hash abilities created_at updated_at last_used_at expires_at'.split(' ')

/** The SQL of findTokenWithUser, compiled once: its long select list costs more to compile than to run. */
let tokenWithUserSql: string | undefined

function compileTokenWithUser() {
  const query = userRowsQuery()
    .join('auth_access_tokens', 'auth_access_tokens.tokenable_id', 'users.id')
    .where('auth_access_tokens.id', 0)
    .where('auth_access_tokens.type', '')
  query.select(TOKEN_COLUMNS.map((name) => `auth_access_tokens.${name} as token__${name}`))
  return query.toSQL().sql
}

/**
 * An access token's row with its user, their modules and entities, in one query (every API call starts
 * with it): the token row as the tokens provider reads it, and the user; null when the token is unknown.
 */
export async function findTokenWithUser(tokenId: string | number, type: string) {
  tokenWithUserSql ??= compileTokenWithUser()
  const rows = await rawRows(tokenWithUserSql, [tokenId, type])
  const user = userOfRows(rows.map((row) => User.$createFromAdapterResult(row)!))
  if (!user) return null
  const tokenRow = Object.fromEntries(
    TOKEN_COLUMNS.map((name) => [name, user.$extras[`token__${name}`]])
  ) as AccessTokenDbColumns
  user.$extras = {}
  return { user, tokenRow }
}
