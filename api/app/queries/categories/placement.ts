import Category from '#models/category'
import type { Actor } from '#services/actor'
import { visibleCategories } from '#queries/categories/visible'

/**
 * Where a new category goes: the account named (a super admin's), else its parent's, else the caller's;
 * and whether it is that account's first, its catalogue's root.
 */
export async function newCategoryPlace(actor: Actor, named: number | null, parentInput: unknown) {
  const parentId = Number(parentInput)
  const parent = Number.isInteger(parentId)
    ? await visibleCategories(actor).where('categories.id', parentId).first()
    : null
  const accountId = named ?? parent?.accountId ?? actor.accountId
  const isRoot = !(await Category.query().where('account_id', accountId).first())
  return { accountId, isRoot }
}
