import type { KeptValue } from '#kept/kept_value'
import { randomStep, rowsOf, upsert, type Event, type Row, type TriggerSpec } from '#kept/triggers'

/**
 * - `user_id` > 0: that user's version, moved by their row, their modules and their tokens. A token's
 *   `last_used_at`, written once a minute by each token in use, does not move it. New users and tokens move
 *   nothing: no process holds them yet.
 * - `user_id` = 0: the entities' version, moved by any entity created, changed or deleted (a module reads its
 *   entity, and a workshop role's lists read the workshops of its account); entity writes are rare, and bumping
 *   every user of an entity would write thousands of rows. An account deleted moves it too, before it goes:
 *   InnoDB deletes its users, their tokens and its entities by cascades without firing their triggers, and
 *   every kept token checks this version.
 */
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
  organizations: { user: () => '0', events: ['ins', 'upd', 'del'] },
  accounts: { user: () => '0', events: ['del'] },
}

function bump(sqlite: boolean, user: string) {
  const step = randomStep(sqlite)
  const column = sqlite ? 'version' : 'auth_versions.version'
  return `INSERT INTO auth_versions (user_id, version) VALUES (${user}, ${step}) ${upsert(sqlite, 'user_id', `version = ${column} + ${step}`)}`
}

const triggers = Object.entries(TABLES).flatMap(([table, { user, events, updated }]) =>
  events.map((event): TriggerSpec => ({
    table,
    event,
    timing: event === 'del' ? 'BEFORE' : 'AFTER',
    updated,
    body: (sqlite) => [...new Set(rowsOf(event).map(user))].map((one) => bump(sqlite, one)),
  }))
)

export const authVersions: KeptValue = {
  name: 'auth_versions',
  holds: "per user, the version of what authenticates them; row 0, the entities' version",
  store: 'auth_versions',
  keptBy: 'triggers',
  triggers,
  readers: ['app/services/auth/user_with_modules.ts', 'app/services/tenancy/kept_by_entities.ts'],
  notSources: { auth_versions: 'the version itself' },
  inProcess: ['app/kept/token_rows.ts', 'app/services/tenancy/kept_by_entities.ts'],
}
