import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { sourcesOf, type KeptValue } from '#kept/kept_value'
import { KEPT_VALUES, keptTriggers } from '#kept/registry'
import { keptTriggerNames, tableColumns } from '#kept/sync'

/**
 * The registry (#kept/registry) against the code and the database: every table a kept value's readers read
 * moves it (a trigger of the registry) or is named with the reason it need not; the database's triggers are
 * the registry's, as its migration made them with the tables' present columns.
 */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

const TABLE_PATTERNS = [
  /\.(?:from|join|leftJoin|innerJoin|rightJoin|table|into)\(\s*['"`]([a-z_]+)/g,
  /\.from\(\{\s*\w+:\s*['"`]([a-z_]+)/g,
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)/g,
]
const MODEL_IMPORT = /^import (\w+)(?:, \{[^}]*\})? from '#models\/(\w+)'/gm

async function tablesOfDatabase(): Promise<Set<string>> {
  const rows: Array<{ name: string }> = db.connection().dialect.name.includes('sqlite')
    ? await db.rawQuery("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
    : await db
        .from('information_schema.tables')
        .where('table_schema', db.raw('DATABASE()'))
        .select('table_name as name')
  return new Set(rows.map((row) => row.name))
}

/** The tables a module reads: named in its SQL and query-builder calls, and those of the models it imports. */
async function tablesReadBy(path: string, known: Set<string>) {
  const source = withoutComments(readFileSync(app.makePath(path), 'utf8'))
  const tables = new Set<string>()
  for (const pattern of TABLE_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (known.has(match[1])) tables.add(match[1])
  }
  for (const match of source.matchAll(MODEL_IMPORT)) {
    const model = (await import(`#models/${match[2]}`)).default as { table: string }
    tables.add(model.table)
  }
  return tables
}

const readersOf = (value: KeptValue) => [...new Set([...value.readers, ...(value.inProcess ?? [])])]

/** The values kept on this engine (the SQLite keyword index has no triggers on MariaDB, its FULLTEXT index). */
const keptHere = () => {
  const engine = db.connection().dialect.name.includes('sqlite') ? 'sqlite' : 'mysql'
  return KEPT_VALUES.filter((value) => value.triggers.some((spec) => (spec.engine ?? engine) === engine))
}

test.group('The registry of kept values', () => {
  test('every table the readers of a kept value read moves it, or is named with its reason', async ({
    assert,
  }) => {
    const known = await tablesOfDatabase()
    const unnamed: string[] = []
    for (const value of keptHere()) {
      const named = new Set([...sourcesOf(value), value.store, ...Object.keys(value.notSources ?? {})])
      for (const path of readersOf(value)) {
        for (const table of await tablesReadBy(path, known)) {
          if (!named.has(table)) unnamed.push(`${value.name}: ${path} reads ${table}`)
        }
      }
    }
    assert.deepEqual(unnamed, [])
  })

  test('each kept value names readers that exist and that read its store', async ({ assert }) => {
    const known = await tablesOfDatabase()
    for (const value of keptHere()) {
      assert.isAbove(value.readers.length, 0, value.name)
      const read = new Set<string>()
      for (const path of readersOf(value))
        for (const table of await tablesReadBy(path, known)) read.add(table)
      const tables = [value.store, ...sourcesOf(value)]
      assert.isTrue(
        tables.some((table) => read.has(table)),
        `${value.name}: its readers read neither ${value.store} nor its sources`
      )
    }
  })

  test("the database's triggers are the registry's, made with the tables' present columns", async ({
    assert,
  }) => {
    const client = db.connection()
    const sqlite = client.dialect.name.includes('sqlite')
    const expected = keptTriggers(sqlite, await tableColumns(client))
    assert.sameMembers(
      await keptTriggerNames(client),
      expected.map((trigger) => trigger.name)
    )
    const squeeze = (sql: string) => sql.replace(/\s+/g, '')
    const made: Array<{ name: string; sql: string }> = sqlite
      ? await db.rawQuery("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
      : await db
          .from('information_schema.triggers')
          .where('trigger_schema', db.raw('DATABASE()'))
          .select('trigger_name as name', 'action_statement as sql')
    const statements = new Map(made.map((row) => [row.name, squeeze(row.sql)]))
    for (const trigger of expected) {
      // MariaDB keeps the statement after FOR EACH ROW only.
      const body = sqlite ? trigger.sql : trigger.sql.slice(trigger.sql.indexOf('FOR EACH ROW') + 12)
      assert.equal(statements.get(trigger.name), squeeze(body), trigger.name)
    }
  })
})

test.group('List versions move with every write, whatever its path', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const versionOf = async (name: string) =>
    Number((await db.from('list_versions').where('name', name).first())?.version ?? 0)

  test('a query-builder write to a product, a category or a user moves its account version', async ({
    assert,
  }) => {
    const product = await db.from('products').firstOrFail()
    const products = `products:${product.account_id}`
    let before = await versionOf(products)
    await db
      .from('products')
      .where('id', product.id)
      .update({ label: `${product.label} (moved)` })
    assert.equal(await versionOf(products), before + 1)

    before = await versionOf(products)
    const category = await db.from('categories').where('id', product.category_id).firstOrFail()
    await db
      .from('categories')
      .where('id', category.id)
      .update({ label: `${category.label} (moved)` })
    assert.equal(await versionOf(products), before + 1)

    const user = await db.from('users').firstOrFail()
    const users = `users:${user.account_id}`
    before = await versionOf(users)
    await db
      .from('users')
      .where('id', user.id)
      .update({ firstname: `${user.firstname} (moved)` })
    assert.equal(await versionOf(users), before + 1)
  })

  test('a claimed version alone moves no list version; a buy-back moved to another status does', async ({
    assert,
  }) => {
    const product = await db.from('products').firstOrFail()
    const products = `products:${product.account_id}`
    const before = await versionOf(products)
    await db
      .from('products')
      .where('id', product.id)
      .update({ version: product.version + 1 })
    assert.equal(await versionOf(products), before)

    const buyback = await db.from('buybacks').where('status', 'bb_in_transit').firstOrFail()
    const buybacks = `buybacks:${buyback.account_id}`
    const start = await versionOf(buybacks)
    await db.from('buybacks').where('id', buyback.id).update({ updated_at: buyback.updated_at })
    assert.equal(await versionOf(buybacks), start)
    await db.from('buybacks').where('id', buyback.id).update({ status: 'bb_cancelled' })
    assert.equal(await versionOf(buybacks), start + 1)
  })
})
