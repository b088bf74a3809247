import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import BusinessError from '#exceptions/business_error'

/** A client account: not the platform's own, not deleted; 404 `account_not_found` otherwise. */
export async function findClient(id: string | number) {
  const account = await Account.query()
    .where('id', id)
    .where('is_platform', false)
    .whereNull('deleted_at')
    .first()
  if (!account) throw new BusinessError('account_not_found', 404)
  return account
}

/** What a client's page shows besides the account: its modules, settings, circuits, modes and buyers. */
export async function clientDetails(account: Account) {
  const [modules, details, whiteLabel, circuits, paymentModes, shippingMethods, linked] = await Promise.all([
    db.from('account_modules').where('account_id', account.id).select('module'),
    db.from('organization_root_details').where('account_id', account.id).first(),
    db.from('white_label_configs').where('account_id', account.id).first(),
    db
      .from('circuits')
      .where('account_id', account.id)
      .orderBy('name')
      .select('id', 'name', 'code', 'status'),
    db
      .from('payment_modes')
      .where('account_id', account.id)
      .orderBy('label')
      .select('id', 'label', 'type', 'status'),
    db
      .from('shipping_methods')
      .where('account_id', account.id)
      .orderBy('type')
      .select('id', 'type', 'description', 'channel', 'status'),
    db.from('linked_buyers').where('retailer_account_id', account.id).select('buyer_account_id'),
  ])
  return { account, modules, details, whiteLabel, circuits, paymentModes, shippingMethods, linked }
}

export type ClientDetails = Awaited<ReturnType<typeof clientDetails>>

/** A client with its details, for the answer of a read or a write. */
export const clientWithDetails = async (id: string | number) => clientDetails(await findClient(id))
