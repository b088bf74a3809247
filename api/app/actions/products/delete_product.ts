import db from '@adonisjs/lucid/services/db'
import type Product from '#models/product'
import BusinessError from '#exceptions/business_error'

/**
 * Deletes a product with its TAC rows and links (cascade). Refused while a buy-back or an item refers to
 * it: their history must keep its product.
 */
export async function deleteProduct(product: Product) {
  await db.transaction(async (trx) => {
    const [buybacks, items] = await Promise.all(
      ['buybacks', 'items'].map((table) =>
        trx.from(table).where('product_id', product.id).select('id').first()
      )
    )
    if (buybacks || items) throw new BusinessError('product_has_buybacks', 409)
    product.useTransaction(trx)
    await product.delete()
  })
}
