import db from '@adonisjs/lucid/services/db'

/**
 * What a category form chooses from, in one account: the buyer accounts linked to it, its workshops
 * (warehouse entities) and its circuits.
 */
export async function categoryFormOptions(accountId: number) {
  const buyers = await db
    .from('linked_buyers')
    .join('accounts', 'accounts.id', 'linked_buyers.buyer_account_id')
    .where('linked_buyers.retailer_account_id', accountId)
    .orderBy('accounts.common_name')
    .select('accounts.id', 'accounts.common_name as name')
  const warehouses = await db
    .from('organizations')
    .where({ account_id: accountId, type: 'warehouse' })
    .orderBy('common_name')
    .select('id', 'common_name as name', 'status')
  const circuits = await db
    .from('circuits')
    .where('account_id', accountId)
    .orderBy('channel')
    .orderBy('id')
    .select('id', 'code', 'name', 'channel', 'deposit', 'status')
  return { buyers, warehouses, circuits }
}
