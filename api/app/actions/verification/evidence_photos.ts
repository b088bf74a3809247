import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BusinessError from '#exceptions/business_error'
import { changedRows } from '#services/raw_rows'

/** The item's photos named by the operator, still free, become the verification's evidence. */
export async function attachPhotos(
  trx: TransactionClientContract,
  itemId: number,
  verificationId: number,
  ids: number[]
) {
  if (!ids.length) return
  const attached = await trx
    .from('item_photos')
    .where('item_id', itemId)
    .whereNull('verification_id')
    .whereIn('id', ids)
    .update({ verification_id: verificationId })
  if (changedRows(attached) !== new Set(ids).size) {
    throw new BusinessError('verification_photo_unknown', 422)
  }
}

/**
 * The item's photos left free once the verification is recorded were uploaded in a session that was never
 * submitted: they belong to no verification and are dropped, so that none reaches a customer later.
 * Returns their file keys, deleted from the drive once the transaction has committed.
 */
export async function dropFreePhotos(trx: TransactionClientContract, itemId: number) {
  const free = await trx.from('item_photos').where('item_id', itemId).whereNull('verification_id')
  if (!free.length) return []
  await trx
    .from('item_photos')
    .whereIn(
      'id',
      free.map((row) => row.id)
    )
    .delete()
  return free.map((row) => String(row.file_key))
}
