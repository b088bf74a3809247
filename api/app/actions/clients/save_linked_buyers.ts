import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import Account from '#models/account'

/** Which buyers a retailer works with (the linked buyers page). */
export async function saveLinkedBuyers(account: Account, buyerAccountIds: number[], i18n: I18n) {
  const ids = [...new Set(buyerAccountIds.filter((id) => id !== account.id))]
  if (ids.length) {
    const buyers = await db
      .from('account_modules')
      .whereIn('account_id', ids)
      .where('module', 'lcm')
      .count('* as total')
    if (Number(buyers[0].total) !== ids.length) {
      throw new errors.E_VALIDATION_ERROR({
        buyerAccountIds: i18n.t('validator.shared.messages.database.exists'),
      })
    }
  }
  await db.transaction(async (trx) => {
    await trx.from('linked_buyers').where('retailer_account_id', account.id).delete()
    if (ids.length) {
      await trx
        .table('linked_buyers')
        .multiInsert(ids.map((id) => ({ retailer_account_id: account.id, buyer_account_id: id })))
    }
  })
}
