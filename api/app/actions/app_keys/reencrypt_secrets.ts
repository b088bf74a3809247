import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { decrypt, underCurrentKey } from '#services/app_keys'

/** Every column that holds a value encrypted with the app key, and the rows of it that do. */
const ENCRYPTED_COLUMNS: { table: string; column: string; only?: Record<string, unknown> }[] = [
  { table: 'customers', column: 'iban' },
  { table: 'customers', column: 'national_identification_number' },
  { table: 'payments', column: 'iban' },
  { table: 'payment_modes', column: 'iban' },
  { table: 'sso_configurations', column: 'client_secret' },
  { table: 'connector_configuration_properties', column: 'value', only: { is_secret: true } },
]

/** The purchase register is never rewritten: its entries keep the key they were written under. */
const KEPT_AS_WRITTEN = { table: 'purchase_register', column: 'identity_number' }

const BATCH = 500

export interface Reencrypted {
  table: string
  column: string
  /** Values moved from a previous key to the current one. */
  moved: number
  /** Values that no key opens (written under a key no longer listed): left as they are. */
  unreadable: number
}

/**
 * After APP_KEY changed (the old one listed in APP_KEY_PREVIOUS): every stored secret still under a previous
 * key is encrypted again under the current one, a batch per transaction; a row changed meanwhile is left for
 * the next run (its new value is already under the current key). The clear values do not change.
 */
export async function reencryptSecrets() {
  const columns: Reencrypted[] = []
  for (const { table, column, only } of ENCRYPTED_COLUMNS) {
    const done: Reencrypted = { table, column, moved: 0, unreadable: 0 }
    let after = 0
    for (;;) {
      const rows: { id: number; value: string }[] = await db
        .from(table)
        .select('id', `${column} as value`)
        .where((query) => (only ? query.where(only) : query))
        .whereNotNull(column)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
      if (!rows.length) break
      after = rows[rows.length - 1].id
      await db.transaction(async (trx) => {
        for (const row of rows) {
          if (underCurrentKey(row.value)) continue
          const clear = decrypt<unknown>(row.value)
          if (clear === null) {
            done.unreadable++
            continue
          }
          const changed = await trx
            .from(table)
            .where('id', row.id)
            .where(column, row.value)
            .update({ [column]: encryption.encrypt(clear) })
          done.moved += Number(changed[0] ?? changed) > 0 ? 1 : 0
        }
      })
    }
    columns.push(done)
  }
  return { columns, registerUnderPreviousKeys: await registerEntriesUnderPreviousKeys() }
}

/** Register entries whose identity number opens only under a previous key: that key must stay listed. */
async function registerEntriesUnderPreviousKeys() {
  let count = 0
  let after = 0
  for (;;) {
    const rows: { id: number; value: string }[] = await db
      .from(KEPT_AS_WRITTEN.table)
      .select('id', `${KEPT_AS_WRITTEN.column} as value`)
      .whereNotNull(KEPT_AS_WRITTEN.column)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
    if (!rows.length) return count
    after = rows[rows.length - 1].id
    count += rows.filter((row) => !underCurrentKey(row.value)).length
  }
}
