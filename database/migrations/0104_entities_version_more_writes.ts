import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The entities' version (migration 0102, `auth_versions` row 0) moves on two more writes:
 * - an entity created: each API process keeps the workshops a workshop role sees
 *   (services/tenancy/kept_by_entities.ts) while that version holds, and a new workshop of the account must
 *   show in its lists at the next request;
 * - an account deleted, BEFORE it goes: InnoDB deletes its users, their tokens and its entities by foreign-key
 *   cascades without firing their triggers, so no user's version would move, and a process that kept one
 *   of their tokens' rows would let it in. Every kept token checks this version, so none is used again.
 * A random step, as in 0102.
 */
const TRIGGERS = {
  auth_version_organizations_ins: 'AFTER INSERT ON organizations',
  auth_version_accounts_del: 'BEFORE DELETE ON accounts',
}

function createTrigger(sqlite: boolean, name: string, timing: string) {
  const step = sqlite ? '(1 + (random() & 1048575))' : '(1 + FLOOR(RAND() * 1048576))'
  const upsert = sqlite
    ? `ON CONFLICT(user_id) DO UPDATE SET version = version + ${step}`
    : `ON DUPLICATE KEY UPDATE version = auth_versions.version + ${step}`
  return `CREATE TRIGGER ${name} ${timing} FOR EACH ROW BEGIN
    INSERT INTO auth_versions (user_id, version) VALUES (0, ${step}) ${upsert}; END`
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const [name, timing] of Object.entries(TRIGGERS)) {
        await db.rawQuery(createTrigger(sqlite, name, timing))
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const name of Object.keys(TRIGGERS)) await db.rawQuery(`DROP TRIGGER IF EXISTS ${name}`)
    })
  }
}
