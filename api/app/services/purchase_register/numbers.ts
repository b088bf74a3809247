import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const COUNTERS = 'purchase_register_counters'

/**
 * The next number of a register, in the transaction that writes the entry: its counter row is moved and stays
 * locked until that transaction ends (InnoDB's row lock on MySQL/MariaDB, the write lock on SQLite), so two
 * completions never take the same number, and a transaction rolled back gives its number back: no gap.
 *
 * A register's first counter row is inserted, on MySQL, on a connection of its own (committed at once) after
 * a read that locks nothing: two transactions inserting the same missing row, or moving it before it exists,
 * would hold gap locks and deadlock. On SQLite the transaction holds the one write lock and inserts it itself.
 */
export async function nextNumber(trx: TransactionClientContract, registerKey: string) {
  const counter = () => trx.from(COUNTERS).where('register_key', registerKey)
  if (!(await counter().select('register_key').first())) {
    const row = { register_key: registerKey, last_number: 0 }
    const sqlite = trx.dialect.name.includes('sqlite')
    const client = sqlite ? trx : db.connection(trx.connectionName)
    await client.knexQuery().table(COUNTERS).insert(row).onConflict('register_key').ignore()
  }
  await counter().increment('last_number', 1)
  const { last_number: number } = await counter().select('last_number').firstOrFail()
  return Number(number)
}
