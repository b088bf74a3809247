import db from '@adonisjs/lucid/services/db'
import type Account from '#models/account'

/** The buyer accounts a retailer works with, and the accounts of the buyer module it could work with. */
export async function linkedBuyersOf(account: Account) {
  const [linked, buyers] = await Promise.all([
    db.from('linked_buyers').where('retailer_account_id', account.id).select('buyer_account_id'),
    db
      .from('accounts')
      .join('account_modules', 'account_modules.account_id', 'accounts.id')
      .where('account_modules.module', 'lcm')
      .whereNot('accounts.id', account.id)
      .orderBy('accounts.common_name')
      .select('accounts.id', 'accounts.common_name as commonName', 'accounts.status'),
  ])
  return { account, linked, buyers }
}
