/**
 * Orders by a text column without regard to case on every engine: MySQL's collation already ignores it;
 * SQLite compares bytes unless told NOCASE (the product indexes of migration 0013 use that collation, so
 * the sort still reads an index).
 */
export function orderByText(
  query: {
    client: { dialect: { name: string } }
    orderBy(column: string, order: 'asc' | 'desc'): unknown
    orderByRaw(sql: string): unknown
  },
  column: string,
  order: 'asc' | 'desc'
) {
  if (query.client.dialect.name.includes('sqlite')) {
    query.orderByRaw(`${column} COLLATE NOCASE ${order === 'desc' ? 'desc' : 'asc'}`)
  } else {
    query.orderBy(column, order)
  }
}
