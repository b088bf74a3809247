import db from '@adonisjs/lucid/services/db'
import type Product from '#models/product'
import type { ProductFields } from '#validators/product'
import { loadProductRelations } from '#queries/products/with_relations'
import { productColumns, syncProductRelations } from '#actions/products/product_relations'

/** Updates a product the caller may see; the TAC rows change in the same transaction as the list. */
export async function updateProduct(product: Product, fields: ProductFields) {
  await db.transaction(async (trx) => {
    product.useTransaction(trx)
    product.merge(productColumns(fields))
    await product.save()
    await syncProductRelations(product, fields, trx)
  })
  // Read back what the database set (defaults, timestamps) before presenting it.
  await product.refresh()
  return loadProductRelations(product)
}
