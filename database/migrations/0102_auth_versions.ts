import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A version of what authenticates a caller (services/auth/token_rows_cache.ts reads it): each API
 * process keeps the rows of the tokens it verified (the token, its user, their modules and entities) and
 * reuses them while these versions have not moved, which it checks with one small statement per request.
 * The triggers below move them in the statement, so in the transaction, of every write to those rows,
 * whichever process or instance makes it: a token deleted (a logout, a password change), a user changed or
 * disabled, a module given or taken away is seen by the very next request everywhere.
 *
 * - `user_id` > 0: that user's version, moved by their row, their modules and their tokens. A token's
 *   `last_used_at`, written once a minute by each token in use, does not move it.
 * - `user_id` = 0: the entities' version, moved by any entity changed or deleted (a module reads its
 *   entity); entity writes are rare, and bumping every user of an entity would write thousands of rows.
 * New rows move nothing: no process holds them yet. Deletes bump BEFORE the row goes (as in 0027 and 0100):
 * InnoDB runs foreign-key cascades without firing triggers, so the user's own trigger covers their tokens
 * and modules going with them.
 *
 * A version moves by a random step, as in 0100: after a rolled-back transaction (each test runs in one) a
 * counter would give the next write the version the process saw inside it.
 */
type Row = 'NEW' | 'OLD'
type Event = 'ins' | 'upd' | 'del'

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const

interface Table {
  /** The user whose version moves (0: the entities'). */
  user: (row: Row) => string
  events: Event[]
  /** Bumps on an update only when one of these columns moved. */
  updated?: string[]
}

const TABLES: Record<string, Table> = {
  users: { user: (row) => `${row}.id`, events: ['upd', 'del'] },
  user_modules: { user: (row) => `${row}.user_id`, events: ['ins', 'upd', 'del'] },
  auth_access_tokens: {
    user: (row) => `${row}.tokenable_id`,
    events: ['upd', 'del'],
    updated: ['tokenable_id', 'type', 'hash', 'abilities', 'expires_at'],
  },
  organizations: { user: () => '0', events: ['upd', 'del'] },
}

const step = (sqlite: boolean) => (sqlite ? '(1 + (random() & 1048575))' : '(1 + FLOOR(RAND() * 1048576))')

function bump(sqlite: boolean, user: string) {
  const upsert = sqlite
    ? `ON CONFLICT(user_id) DO UPDATE SET version = version + ${step(sqlite)}`
    : `ON DUPLICATE KEY UPDATE version = auth_versions.version + ${step(sqlite)}`
  return `INSERT INTO auth_versions (user_id, version) VALUES (${user}, ${step(sqlite)}) ${upsert};`
}

const moved = (sqlite: boolean, columns: string[]) =>
  columns
    .map((column) =>
      sqlite ? `OLD.${column} IS NOT NEW.${column}` : `NOT (OLD.${column} <=> NEW.${column})`
    )
    .join(' OR ')

const triggerName = (table: string, event: Event) => `auth_version_${table}_${event}`

function createTrigger(sqlite: boolean, table: string, event: Event) {
  const { user, updated } = TABLES[table]
  const rows = ({ ins: ['NEW'], upd: ['OLD', 'NEW'], del: ['OLD'] } as const)[event]
  // An update bumps the user before and after (a module or a token given to another user).
  const users = [...new Set(rows.map((row) => user(row)))]
  const body = users.map((one) => bump(sqlite, one)).join(' ')
  const timing = `${event === 'del' ? 'BEFORE' : 'AFTER'} ${EVENTS[event]} ON ${table} FOR EACH ROW`
  const condition = event === 'upd' && updated ? moved(sqlite, updated) : null
  if (sqlite) {
    const when = condition ? ` WHEN ${condition}` : ''
    return `CREATE TRIGGER ${triggerName(table, event)} ${timing}${when} BEGIN ${body} END`
  }
  const statements = condition ? `IF ${condition} THEN ${body} END IF;` : body
  return `CREATE TRIGGER ${triggerName(table, event)} ${timing} BEGIN ${statements} END`
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('auth_versions', (table) => {
      // No foreign key: the version of a deleted user is harmless, and a bump checks no parent row.
      table.integer('user_id').unsigned().primary()
      table.bigInteger('version').notNullable()
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const [table, { events }] of Object.entries(TABLES)) {
        for (const event of events) await db.rawQuery(createTrigger(sqlite, table, event))
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const [table, { events }] of Object.entries(TABLES)) {
        for (const event of events) await db.rawQuery(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`)
      }
    })
    this.schema.dropTable('auth_versions')
  }
}
