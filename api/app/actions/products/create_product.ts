import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Product from '#models/product'
import type { ProductFields } from '#validators/product'
import { loadProductRelations } from '#queries/products/with_relations'
import { productColumns, syncProductRelations } from '#actions/products/product_relations'

/**
 * Creates a product in the account of its main category (the validator made sure the caller may use it),
 * with its TAC rows, secondary categories and refurb questions, in one transaction.
 */
export async function createProduct(fields: ProductFields) {
  const product = await db.transaction(async (trx) => {
    const category = await Category.findOrFail(fields.categoryId, { client: trx })
    const created = new Product().useTransaction(trx)
    created.merge({
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
      status: 'draft',
      tacCodes: [],
      ...productColumns(fields),
      accountId: category.accountId,
    })
    await created.save()
    await syncProductRelations(created, fields, trx)
    return created
  })
  // Read back what the database set (defaults, timestamps) before presenting it.
  await product.refresh()
  return loadProductRelations(product)
}
