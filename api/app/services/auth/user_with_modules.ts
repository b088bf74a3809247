import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { AccessTokenDbColumns } from '@adonisjs/auth/types/access_tokens'
import User from '#models/user'
import UserModule from '#models/user_module'
import Organization from '#models/organization'
import { rawRows } from '#services/raw_rows'
import { keepTokenRows, keptTokenRows, VERSION_COLUMNS } from '#kept/token_rows'

/**
 * Every API call needs the caller, their modules and each module's entity (the actor of
 * services/current_module.ts): one query with joins instead of three.
 */

/** The column names of each model, read once: reading them again for every row was a tenth of a request's time. */
const columnNames = new Map<LucidModel, string[]>()

function columnsOf(model: LucidModel) {
  let names = columnNames.get(model)
  if (!names) {
    names = [...model.$columnsDefinitions.values()].map((column) => column.columnName)
    columnNames.set(model, names)
  }
  return names
}

/** Each column of `model` with its name under `prefix` in a joined row, worked out once per model and prefix. */
const prefixedColumns = new Map<string, [column: string, selected: string][]>()

function columnsUnder(model: LucidModel, prefix: string) {
  const key = `${model.table} ${prefix}`
  let columns = prefixedColumns.get(key)
  if (!columns) {
    columns = columnsOf(model).map((name) => [name, `${prefix}${name}`])
    prefixedColumns.set(key, columns)
  }
  return columns
}

/** Selects every column of `model` from `table` under `prefix`. */
function selectPrefixed(
  query: ModelQueryBuilderContract<any>,
  model: LucidModel,
  table: string,
  prefix: string
) {
  query.select(columnsOf(model).map((name) => `${table}.${name} as ${prefix}${name}`))
}

/** The row of `model` selected under `prefix` into a joined row, or null when the left join found none. */
function rowFrom<Model extends LucidModel>(model: Model, joined: Record<string, unknown>, prefix: string) {
  if (joined[`${prefix}id`] === null || joined[`${prefix}id`] === undefined) return null
  const row: Record<string, unknown> = {}
  for (const [name, selected] of columnsUnder(model, prefix)) row[name] = joined[selected]
  return model.$createFromAdapterResult(row) as InstanceType<Model>
}

function attachOrganization(module: UserModule, joined: Record<string, unknown>) {
  const organization = rowFrom(Organization, joined, 'organization__')
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

/**
 * The user of those joined rows (one per module, each with every column of the user) with their modules
 * attached; null when there are none. The user is made of the first row alone.
 */
function userOfRows(rows: Record<string, unknown>[]) {
  if (!rows.length) return null
  const modules: UserModule[] = []
  for (const row of rows) {
    const module = rowFrom(UserModule, row, 'module__')
    if (!module) continue
    attachOrganization(module, row)
    modules.push(module)
  }
  const user = rowFrom(User, rows[0], '')!
  user.$setRelated('modules', modules)
  return user
}

/** The user of `id` with their modules and entities preloaded, in one query; null when none. */
export async function findUserWithModules(id: string | number | BigInt) {
  return userOfRows(
    await userRowsQuery()
      .where('users.id', id as number)
      .pojo<Record<string, unknown>>()
  )
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
  query.select(VERSION_COLUMNS.map((column) => query.client.raw(column)))
  return query.toSQL().sql
}

/**
 * An access token's row with its user, their modules and entities (every API call starts with it): the
 * token row as the tokens provider reads it, and the user; null when the token is unknown. The rows come
 * from #kept/token_rows while their versions have not moved, else from one query; `fresh`
 * reads the database in any case.
 */
export async function findTokenWithUser(tokenId: string | number, type: string, fresh = false) {
  const kept = fresh ? null : await keptTokenRows(tokenId, type)
  let rows = kept?.rows
  if (!rows) {
    tokenWithUserSql ??= compileTokenWithUser()
    rows = await rawRows(tokenWithUserSql, [tokenId, type])
    keepTokenRows(tokenId, type, rows)
  }
  const user = userOfRows(rows)
  if (!user) return null
  // The entities' version as of this request (kept rows are used only while it has not moved), which the
  // entities' reads kept per process are checked against (services/tenancy/kept_by_entities.ts).
  user.$extras.entitiesVersion = String(rows[0].auth__entities_version ?? '')
  const tokenRow = Object.fromEntries(
    TOKEN_COLUMNS.map((name) => [name, rows[0][`token__${name}`]])
  ) as AccessTokenDbColumns
  return { user, tokenRow, cached: kept !== null }
}
