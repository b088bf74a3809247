import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import UserModule from '#models/user_module'
import { tenancy } from '#services/tenancy/scopes'
import { visibilityOf } from '#services/tenancy/visibility'
import { paginateList } from '#services/list_query'
import { listVersionName } from '#kept/list_totals'
import { plainRecords } from '#services/plain_records'
import { PRESENTED_USER_COLUMNS, type UserView } from '#presenters/user'

/**
 * The account whose users are all the caller's list can hold, or null when its total also depends on the
 * entity tree (a subtree role sees the users whose modules hang below its entity) or on several accounts
 * (a super admin): then the total is counted each time, on what is usually a small set.
 */
function countedAccount(actor: HttpContext['actor']) {
  const kind = visibilityOf(actor).kind
  return kind === 'account' || kind === 'buyer' || kind === 'workshops' ? actor.accountId : null
}

/** Each user's modules in the order they were given, in one query for the page. */
async function withModules(users: UserView[]) {
  const byUser = new Map(users.map((user) => [user.id, [] as NonNullable<UserView['modules']>]))
  if (byUser.size) {
    const rows = await UserModule.query()
      .whereIn('user_id', [...byUser.keys()])
      .orderBy('id')
      .pojo<Record<string, any>>()
    for (const module of plainRecords(UserModule, rows)) byUser.get(module.userId)?.push(module)
  }
  for (const user of users) user.modules = byUser.get(user.id)
  return users
}

/**
 * `GET /users`: the users the caller may see (DESIGN.md §2), a page of plain rows with their modules. The
 * totals of an account's list, searches included (a search reads every user of the account), are kept per
 * version of its users (#kept/list_totals): any write to a user moves it.
 */
export async function userListPage(ctx: HttpContext): Promise<UserView[]> {
  const account = countedAccount(ctx.actor)
  const query = tenancy
    .users(User.query(), ctx.actor)
    .select(PRESENTED_USER_COLUMNS)
    .pojo<Record<string, any>>()
  const rows = await paginateList(ctx, query, {
    accountColumn: 'users.account_id',
    sortable: {
      id: 'users.id',
      email: 'users.email',
      firstname: 'users.firstname',
      lastname: 'users.lastname',
      status: 'users.status',
      createdAt: 'users.created_at',
    },
    defaultSort: ['lastname', 'asc'],
    search: ['users.email', 'users.firstname', 'users.lastname'],
    filters: {
      status: (q, value) => q.whereIn('users.status', ([] as string[]).concat(value)),
      email: (q, value) => q.where('users.email', String(value)),
    },
    countCache: account === null ? undefined : listVersionName('users', account),
    countCacheFrom: 0,
  })
  return withModules(plainRecords(User, rows))
}
