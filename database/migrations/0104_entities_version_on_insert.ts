import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The entities' version (migration 0102, `auth_versions` row 0) moves on an entity created too (issue 33):
 * each API process keeps the workshops a workshop role sees (services/tenancy/kept_workshops.ts) while that
 * version has not moved, and a new workshop of the account must show in its lists at the next request.
 * A random step, as in 0102.
 */
const TRIGGER = 'auth_version_organizations_ins'

function createTrigger(sqlite: boolean) {
  const step = sqlite ? '(1 + (random() & 1048575))' : '(1 + FLOOR(RAND() * 1048576))'
  const upsert = sqlite
    ? `ON CONFLICT(user_id) DO UPDATE SET version = version + ${step}`
    : `ON DUPLICATE KEY UPDATE version = auth_versions.version + ${step}`
  return `CREATE TRIGGER ${TRIGGER} AFTER INSERT ON organizations FOR EACH ROW BEGIN
    INSERT INTO auth_versions (user_id, version) VALUES (0, ${step}) ${upsert}; END`
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(createTrigger(db.dialect.name.includes('sqlite')))
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery(`DROP TRIGGER IF EXISTS ${TRIGGER}`)
    })
  }
}
