import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Product from '#models/product'
import type { ProductFields } from '#validators/product'

/** The columns of a product a create or an update sets; absent fields are left as they are. */
export function productColumns(fields: ProductFields): Partial<Product> {
  const relations = ['secondaryCategoryIds', 'refurbQuestionIds', 'tacCodes']
  const defined = Object.entries(fields).filter(
    ([name, value]) => value !== undefined && !relations.includes(name)
  )
  if (fields.tacCodes !== undefined) defined.push(['tacCodes', fields.tacCodes ?? []])
  return Object.fromEntries(defined) as Partial<Product>
}

/**
 * Rows that hang off a product, written in the caller's transaction: one product_tac_codes row per TAC
 * (the IMEI search reads them), the secondary categories (never the main one) and the refurb questions.
 */
export async function syncProductRelations(
  product: Product,
  fields: ProductFields,
  trx: TransactionClientContract
) {
  if (fields.tacCodes !== undefined) {
    await trx.from('product_tac_codes').where('product_id', product.id).delete()
    const tacs = fields.tacCodes ?? []
    if (tacs.length) {
      await trx
        .insertQuery()
        .table('product_tac_codes')
        .multiInsert(tacs.map((tac) => ({ product_id: product.id, tac })))
    }
  }
  if (fields.secondaryCategoryIds !== undefined) {
    const ids = [...new Set(fields.secondaryCategoryIds)].filter((id) => id !== product.categoryId)
    await product.related('secondaryCategories').sync(ids, true, trx)
  }
  if (fields.refurbQuestionIds !== undefined) {
    await product.related('refurbQuestions').sync([...new Set(fields.refurbQuestionIds)], true, trx)
  }
}
