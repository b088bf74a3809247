import db from '@adonisjs/lucid/services/db'

/**
 * Adds `questions_count` and `children_count` to the $extras of a page of categories, with one grouped
 * query each (a count subquery in the list query would break its total on MySQL).
 */
export async function withCategoryCounts<C extends { id: number; $extras: Record<string, any> }>(
  categories: C[]
) {
  const ids = categories.map((category) => category.id)
  if (ids.length === 0) return categories
  const count = async (table: string, column: string) => {
    const rows = await db
      .from(table)
      .whereIn(column, ids)
      .groupBy(column)
      .select(`${column} as id`)
      .count('* as total')
    return new Map(rows.map((row) => [Number(row.id), Number(row.total)]))
  }
  const questions = await count('diagnostic_questions', 'category_id')
  const children = await count('categories', 'parent_id')
  for (const category of categories) {
    category.$extras.questions_count = questions.get(category.id) ?? 0
    category.$extras.children_count = children.get(category.id) ?? 0
  }
  return categories
}
