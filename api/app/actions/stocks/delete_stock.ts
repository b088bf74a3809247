import db from '@adonisjs/lucid/services/db'
import Stock from '#models/stock'
import BusinessError from '#exceptions/business_error'

/** Part 2 §5: a native stock, or one that holds items or refurb steps, cannot be deleted. */
export async function deleteStock(stock: Stock) {
  if (stock.nativeKind) throw new BusinessError('stock_native_locked', 409)
  const used = async (table: string) => Boolean(await db.from(table).where('stock_id', stock.id).first())
  // An item's refurb steps, their history and its diagnoses name the stocks the item went through.
  const tables = [
    'items',
    'refurb_steps',
    'item_refurb_steps',
    'item_refurb_step_history',
    'item_refurb_diagnoses',
  ]
  for (const table of tables) if (await used(table)) throw new BusinessError('stock_in_use', 409)
  await stock.delete()
}
