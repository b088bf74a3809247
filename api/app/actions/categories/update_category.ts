import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { categoryColumns, type UpdateCategoryFields } from '#actions/categories/category_fields'

/**
 * Updates a category. Only a super admin may change its buyer (part 2 §6); a move below another parent
 * rewrites the materialised path of the whole subtree in the same transaction. The root stays the root.
 */
export async function updateCategory(actor: Actor, category: Category, fields: UpdateCategoryFields) {
  if (fields.buyerAccountId !== category.buyerAccountId && !actor.isSuperAdmin) {
    throw new BusinessError('category_buyer_locked', 403)
  }
  return db.transaction(async (trx) => {
    category.useTransaction(trx)
    const movesTo = category.parentId !== null ? fields.parentId : null
    if (typeof movesTo === 'number' && movesTo !== category.parentId) {
      const parent = await Category.query({ client: trx })
        .where('account_id', category.accountId)
        .where('id', movesTo)
        .firstOrFail()
      await moveSubtree(category, parent)
    }
    category.merge(categoryColumns(fields))
    await category.save()
    await category.related('warehouses').sync([...new Set(fields.warehouseIds)], true, trx)
    return category
  })
}

/** "/1/4/" below a new parent: the category and every descendant get the new prefix. */
async function moveSubtree(category: Category, parent: Category) {
  const trx = category.$trx!
  const oldPrefix = `${category.path}${category.id}/`
  category.parentId = parent.id
  category.path = `${parent.path}${parent.id}/`
  const newPrefix = `${category.path}${category.id}/`
  const descendants = await trx
    .from('categories')
    .where('account_id', category.accountId)
    .where('path', 'like', `${oldPrefix}%`)
    .select('id', 'path')
  for (const row of descendants) {
    await trx
      .from('categories')
      .where('id', row.id)
      .update({ path: newPrefix + row.path.slice(oldPrefix.length) })
  }
}
