import { BaseSchema } from '@adonisjs/lucid/schema'
import { KEPT_VALUES } from '#kept/registry'
import { createTrigger, triggerName, type Event } from '#kept/triggers'
import { replaceKeptTriggers } from '#kept/sync'

/**
 * The triggers of every kept value made from the registry (#kept/registry), in one pattern, in place of those
 * the earlier migrations wrote each in its own way. Three sets of versions get triggers of their own: the list
 * totals of products, users and buy-backs (list_versions products:, users:, buybacks:), which the models and
 * the status machine moved by hand, so that no write has to remember them.
 *
 * down() gives the earlier migrations their triggers back, under their names (their own down() drops them),
 * without the list versions' triggers.
 */
const EVENT_WORDS: Record<Event, string> = { ins: 'insert', upd: 'update', del: 'delete' }

const LEGACY_NAMES: Record<string, (table: string, event: Event) => string> = {
  products_fts: (_table, event) => `products_fts_${EVENT_WORDS[event]}`,
  organization_tree_order: (_table, event) => `organization_tree_order_${event}`,
  category_product_counts: (table, event) => `kept_count_${table}_${event}`,
  stock_item_counts: (table, event) => `kept_count_${table}_${event}`,
  item_status_counts: (table, event) => `kept_status_${table}_${event}`,
  category_tree_versions: (table, event) => `category_tree_version_${table}_${event}`,
  estimation_versions: (table, event) => `estimation_version_${table}_${event}`,
  auth_versions: (table, event) => `auth_version_${table}_${event}`,
}

function legacyTriggers(sqlite: boolean) {
  return KEPT_VALUES.filter((value) => LEGACY_NAMES[value.name]).flatMap((value) =>
    value.triggers.flatMap((spec) => {
      const sql = createTrigger(sqlite, value.name, spec)
      if (!sql) return []
      const name = LEGACY_NAMES[value.name](spec.table, spec.event)
      const created = `CREATE TRIGGER ${triggerName(value.name, spec)} `
      return [{ name, table: spec.table, sql: sql.replace(created, `CREATE TRIGGER ${name} `) }]
    })
  )
}

export default class extends BaseSchema {
  async up() {
    this.defer((db) => replaceKeptTriggers(db))
  }

  async down() {
    this.defer((db) => replaceKeptTriggers(db, legacyTriggers))
  }
}
