import db from '@adonisjs/lucid/services/db'

/** The client's active stores, by city and name. */
export const activeStores = (accountId: number) =>
  db
    .from('organizations')
    .where({ account_id: accountId, type: 'store', status: 'active' })
    .orderBy('city')
    .orderBy('common_name')
