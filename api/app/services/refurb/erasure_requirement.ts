import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Item from '#models/item'

/** Whether the item's category requires its data erased, and the category's label to say so. */
export async function erasureRequirement(item: Item, client: QueryClientContract = db.connection()) {
  const category = item.categoryId
    ? await client
        .from('categories')
        .where('id', item.categoryId)
        .select('label', 'requires_data_erasure')
        .first()
    : null
  return {
    required: Boolean(category && Number(category.requires_data_erasure)),
    category: (category?.label as string | undefined) ?? '',
  }
}
