import db from '@adonisjs/lucid/services/db'

/**
 * "Category with descendants": the ids of the category itself and of every category of its account whose
 * materialised path passes through it (path LIKE '<path of X><X>/%'), in one query; null when the category
 * does not exist. A list of ids rather than a subquery: both planners then see the values and may walk the
 * index of the requested sort instead of sorting every product of a large branch.
 */
export async function categorySubtree(categoryId: number): Promise<number[] | null> {
  const connection = db.connection()
  const prefix = connection.dialect.name.includes('sqlite')
    ? `root.path || root.id || '/%'`
    : `CONCAT(root.path, root.id, '/%')`
  const rows: Array<{ id: number }> = await connection
    .from('categories as tree')
    .join('categories as root', 'root.account_id', 'tree.account_id')
    .where('root.id', categoryId)
    .where((branch) => branch.whereRaw('tree.id = root.id').orWhereRaw(`tree.path LIKE ${prefix}`))
    .select('tree.id')
  return rows.length ? rows.map((row) => row.id) : null
}
