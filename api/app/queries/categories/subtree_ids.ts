import db from '@adonisjs/lucid/services/db'
import type Category from '#models/category'

/** Ids of the category and of the categories below it: the products a preview may use. */
export function productOfCategory(category: Category) {
  return db
    .from('categories')
    .select('id')
    .where('account_id', category.accountId)
    .where((tree) =>
      tree.where('id', category.id).orWhere('path', 'like', `${category.path}${category.id}/%`)
    )
}
