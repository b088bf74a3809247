import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const COUNTERS = 'purchase_register_counters'

/**
 * The next number of a register, in the transaction that writes the entry: one statement inserts the
 * register's counter row at 1 or moves it on, and the row stays locked until that transaction ends (InnoDB's
 * row lock on MySQL/MariaDB, the write lock on SQLite), so two completions never take the same number, and a
 * transaction rolled back gives its number back: no gap. A read first and an insert after would let two
 * transactions take gap locks on the same missing row and deadlock.
 */
export async function nextNumber(trx: TransactionClientContract, registerKey: string) {
  await trx
    .knexQuery()
    .table(COUNTERS)
    .insert({ register_key: registerKey, last_number: 1 })
    .onConflict('register_key')
    .merge({ last_number: trx.knexRawQuery('?? + 1', ['last_number']) })
  const { last_number: number } = await trx
    .from(COUNTERS)
    .where('register_key', registerKey)
    .select('last_number')
    .firstOrFail()
  return Number(number)
}
