import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Organization from '#models/organization'
import Stock, { type NativeStock } from '#models/stock'
import BusinessError from '#exceptions/business_error'

/**
 * A workshop's native stock of one kind (part 1 §3 "Native stock labels"), where the status machine's moves
 * put an item: "to be verified" at check-in, "to refurbish" once verified, "in quarantine", "customer
 * return". A stock of the workshop itself wins; otherwise the account's native one shared by its workshops
 * (as the demo has it). None is a configuration error the administrator must fix, named by the workshop.
 */
export async function nativeStock(trx: TransactionClientContract, workshopId: number, kind: NativeStock) {
  const workshop = await Organization.findOrFail(workshopId, { client: trx })
  const candidates = await Stock.query({ client: trx })
    .where('account_id', workshop.accountId)
    .where('native_kind', kind)
    .where((query) => query.where('warehouse_id', workshopId).orWhereNull('warehouse_id'))
  const stock = candidates.find((one) => one.warehouseId === workshopId) ?? candidates[0]
  if (!stock) {
    const code = kind === 'to_be_verified' ? 'checkin_no_stock' : 'workshop_no_native_stock'
    throw new BusinessError(code, 409, { workshop: workshop.commonName })
  }
  return stock
}

/** The stocks an item of this workshop may stand in: the workshop's own and its account's shared ones. */
export function workshopStocks(workshopId: number, client?: QueryClientContract) {
  return Stock.query({ client })
    .whereIn('account_id', (sub) => sub.from('organizations').select('account_id').where('id', workshopId))
    .where((query) => query.where('warehouse_id', workshopId).orWhereNull('warehouse_id'))
}
