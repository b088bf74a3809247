import db from '@adonisjs/lucid/services/db'

/** List rows with the name of the account each belongs to (the client column of a platform admin's lists). */
export async function withAccountNames<R extends { accountId: number }>(rows: R[]) {
  const ids = [...new Set(rows.map((row) => row.accountId))]
  const names = new Map<number, string>()
  if (ids.length) {
    for (const account of await db.from('accounts').whereIn('id', ids).select('id', 'common_name')) {
      names.set(Number(account.id), account.common_name)
    }
  }
  return rows.map((row) => ({ ...row, accountName: names.get(row.accountId) ?? null }))
}
