import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import { paginateList } from '#services/list_query'

/** A page of `/clients`: the accounts of the platform (not the platform's own, not deleted), with their modules. */
export async function clientList(ctx: HttpContext) {
  const query = Account.query().where('accounts.is_platform', false).whereNull('accounts.deleted_at')
  const accounts = await paginateList(ctx, query, {
    sortable: {
      commonName: 'accounts.common_name',
      city: 'accounts.city',
      status: 'accounts.status',
      createdAt: 'accounts.created_at',
    },
    defaultSort: ['commonName', 'asc'],
    search: ['accounts.common_name', 'accounts.corporate_name', 'accounts.siret'],
    filters: {
      status: (q, value) => q.where('accounts.status', String(value)),
      module: (q, value) =>
        q.whereIn('accounts.id', (sub) =>
          sub.from('account_modules').select('account_id').where('module', String(value))
        ),
    },
  })
  const modules: { account_id: number; module: string }[] = await db
    .from('account_modules')
    .whereIn(
      'account_id',
      accounts.map((row) => row.id)
    )
    .whereNot('module', 'root')
  return { accounts, modules }
}
