import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two back-office lists in their default order without sorting the account's rows:
 *
 * - Entities in tree order: each entity's own path (`path || id || '/'`, depth first) kept beside it in
 *   `organization_tree_order`, indexed by account, so that a page walks that index and stops at the page.
 *   MariaDB indexes no expression and its generated columns cannot read the AUTO_INCREMENT id: it sorted
 *   every entity of the account for each page (a filesort on the large seed). The path has a table of its own because only an AFTER INSERT trigger knows the new id, and
 *   MariaDB refuses a trigger that writes to the table of its own statement. The triggers keep it in the
 *   statement of every entity write, whoever writes (the entity form, a move that rewrites a subtree's
 *   paths, seeders, tests); an entity's row goes with it by the foreign key's cascade. SQLite read the same
 *   order from an expression index (migration 0026), which this replaces: one query for both engines.
 * - Users by last name: an account's users were read in the order of the last names of every account
 *   (SQLite and MariaDB walked `users_lastname_index` and skipped other accounts' users), or, with other
 *   statistics, all 10,000 sorted for each page (SQLite after a full ANALYZE). The account and the last name in one index give the page at once however the users are spread.
 */
const TREE_ORDER_INDEX = 'organizations_account_tree_order_index'
const TRIGGERS = ['organization_tree_order_ins', 'organization_tree_order_upd']
const USERS_INDEX = 'users_account_lastname_index'

const ownPath = (sqlite: boolean, row: 'NEW' | 'organizations') =>
  sqlite ? `${row}.path || ${row}.id || '/'` : `CONCAT(${row}.path, ${row}.id, '/')`

function triggers(sqlite: boolean) {
  const insert = `INSERT INTO organization_tree_order (organization_id, account_id, tree_path)
    VALUES (NEW.id, NEW.account_id, ${ownPath(sqlite, 'NEW')})`
  const update = `UPDATE organization_tree_order SET account_id = NEW.account_id,
    tree_path = ${ownPath(sqlite, 'NEW')} WHERE organization_id = NEW.id`
  const moved = sqlite
    ? 'OLD.path IS NOT NEW.path OR OLD.account_id IS NOT NEW.account_id'
    : 'NOT (OLD.path <=> NEW.path) OR NOT (OLD.account_id <=> NEW.account_id)'
  const [ins, upd] = TRIGGERS
  return sqlite
    ? [
        `CREATE TRIGGER ${ins} AFTER INSERT ON organizations FOR EACH ROW BEGIN ${insert}; END`,
        `CREATE TRIGGER ${upd} AFTER UPDATE ON organizations FOR EACH ROW WHEN ${moved} BEGIN ${update}; END`,
      ]
    : [
        `CREATE TRIGGER ${ins} AFTER INSERT ON organizations FOR EACH ROW ${insert}`,
        `CREATE TRIGGER ${upd} AFTER UPDATE ON organizations FOR EACH ROW BEGIN IF ${moved} THEN ${update}; END IF; END`,
      ]
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organization_tree_order', (table) => {
      table
        .integer('organization_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('organizations')
        .onDelete('CASCADE')
      table.integer('account_id').unsigned().notNullable()
      // The entity's path (255) and its id.
      table.string('tree_path', 300).notNullable()
      table.index(['account_id', 'tree_path'])
    })
    // The tie-break on the id needs no column: both engines keep the row's key at the end of an index.
    this.schema.alterTable('users', (table) => {
      table.index(['account_id', 'is_anonymous', 'lastname'], USERS_INDEX)
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const statement of triggers(sqlite)) await db.rawQuery(statement)
      await db.rawQuery(
        `INSERT INTO organization_tree_order (organization_id, account_id, tree_path)
          SELECT id, account_id, ${ownPath(sqlite, 'organizations')} FROM organizations`
      )
      if (!sqlite) return
      await db.rawQuery(`DROP INDEX IF EXISTS ${TREE_ORDER_INDEX}`)
      // A database the large seed analyzed gets the new indexes' statistics at once (only theirs).
      const analyzed = await db.rawQuery(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"
      )
      if (analyzed.length) {
        await db.rawQuery('ANALYZE organization_tree_order')
        await db.rawQuery(`ANALYZE ${USERS_INDEX}`)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const name of TRIGGERS) await db.rawQuery(`DROP TRIGGER IF EXISTS ${name}`)
      if (db.dialect.name.includes('sqlite')) {
        await db.rawQuery(
          `CREATE INDEX ${TREE_ORDER_INDEX} ON organizations (account_id, (path || id || '/'))`
        )
      }
    })
    this.schema.alterTable('users', (table) => table.dropIndex([], USERS_INDEX))
    this.schema.dropTable('organization_tree_order')
  }
}
