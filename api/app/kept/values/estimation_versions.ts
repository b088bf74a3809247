import type { KeptValue } from '#kept/kept_value'
import { rowsOf, type Event, type Row, type TriggerSpec } from '#kept/triggers'

/**
 * A setup of account A reads A's rows and, through links, rows that may belong to another account: the buyer
 * account of its category, the workshops of category_warehouses and of its dispatch destinations
 * (organizations), the payment modes linked to its circuits and shipping methods. So a write to such a row also
 * bumps the accounts linking to it. The version row is created by the first bump (an upsert), so a trigger
 * never misses an account, whichever write comes first. A child row whose parent went first (SQLite fires
 * triggers on cascades) finds no reader: the parent's trigger bumped. Rows reached only within one account
 * need no cross-account reader: a category's lineage stays in its account's tree, and the builder reads only
 * the account's own circuits and shipping methods, whatever category_circuits links.
 */
type Readers = (row: Row, event: Event) => string[]

const own = (row: Row) => `SELECT ${row}.account_id AS account_id`
const ofCategory = (categoryId: string) => `SELECT account_id FROM categories WHERE id = ${categoryId}`

/** The accounts whose setups read these organizations (`match` completes `… warehouse_id`). */
const organizationReaders = (match: string) => [
  `SELECT c.account_id FROM category_warehouses cw JOIN categories c ON c.id = cw.category_id
    WHERE cw.warehouse_id ${match}`,
  `SELECT r.account_id FROM warehouse_dispatch_destinations d JOIN warehouse_dispatch_rules r ON r.id = d.rule_id
    WHERE d.warehouse_id ${match}`,
]

/** The accounts whose setups read these payment modes (`match` completes `… payment_mode_id`). */
const paymentModeReaders = (match: string) => [
  `SELECT c.account_id FROM circuit_payment_modes cp JOIN circuits c ON c.id = cp.circuit_id
    WHERE cp.payment_mode_id ${match}`,
  `SELECT s.account_id FROM shipping_method_payment_modes sp JOIN shipping_methods s ON s.id = sp.shipping_method_id
    WHERE sp.payment_mode_id ${match}`,
]

/** For each table a setup is built from: the accounts whose setups read a given row of it. */
const READERS: Record<string, Readers> = {
  accounts: (row, event) => [
    `SELECT ${row}.id AS account_id`,
    `SELECT account_id FROM categories WHERE buyer_account_id = ${row}.id`,
    // Deleting an account cascades to its organizations and payment modes, without triggers on MySQL.
    ...(event === 'del'
      ? [
          ...organizationReaders(`IN (SELECT id FROM organizations WHERE account_id = ${row}.id)`),
          ...paymentModeReaders(`IN (SELECT id FROM payment_modes WHERE account_id = ${row}.id)`),
        ]
      : []),
  ],
  organization_root_details: (row) => [own(row)],
  // Their own account reads organizations and payment modes only through the links too; bumping it as well
  // costs nothing and keeps a future direct read covered.
  organizations: (row) => [own(row), ...organizationReaders(`= ${row}.id`)],
  categories: (row) => [own(row)],
  category_warehouses: (row) => [ofCategory(`${row}.category_id`)],
  category_circuits: (row) => [ofCategory(`${row}.category_id`)],
  diagnostic_questions: (row) => [ofCategory(`${row}.category_id`)],
  diagnostic_answers: (row) => [
    `SELECT c.account_id FROM diagnostic_questions q JOIN categories c ON c.id = q.category_id
      WHERE q.id = ${row}.question_id`,
  ],
  circuits: (row) => [own(row)],
  circuit_payment_modes: (row) => [`SELECT account_id FROM circuits WHERE id = ${row}.circuit_id`],
  payment_modes: (row) => [own(row), ...paymentModeReaders(`= ${row}.id`)],
  shipping_methods: (row) => [own(row)],
  shipping_method_payment_modes: (row) => [
    `SELECT account_id FROM shipping_methods WHERE id = ${row}.shipping_method_id`,
  ],
  warehouse_dispatch_rules: (row) => [own(row)],
  warehouse_dispatch_conditions: (row) => [
    `SELECT account_id FROM warehouse_dispatch_rules WHERE id = ${row}.rule_id`,
  ],
  warehouse_dispatch_destinations: (row) => [
    `SELECT account_id FROM warehouse_dispatch_rules WHERE id = ${row}.rule_id`,
  ],
}

function bump(readers: string[], sqlite: boolean) {
  const accounts = `(${readers.join(' UNION ')}) a WHERE a.account_id IS NOT NULL`
  return sqlite
    ? `INSERT INTO list_versions (name, version) SELECT 'estimation:' || a.account_id, 1 FROM ${accounts}
        ON CONFLICT(name) DO UPDATE SET version = version + 1`
    : `INSERT INTO list_versions (name, version) SELECT CONCAT('estimation:', a.account_id), 1 FROM ${accounts}
        ON DUPLICATE KEY UPDATE version = list_versions.version + 1`
}

const triggers = Object.keys(READERS).flatMap((table) =>
  (['ins', 'upd', 'del'] as const).map((event): TriggerSpec => ({
    table,
    event,
    timing: event === 'del' ? 'BEFORE' : 'AFTER',
    body: (sqlite) => [
      bump(
        rowsOf(event).flatMap((row) => READERS[table](row, event)),
        sqlite
      ),
    ],
  }))
)

export const estimationVersions: KeptValue = {
  name: 'estimation_versions',
  holds:
    'per account, the version of what its estimation setups are built from (list_versions estimation:<id>)',
  store: 'list_versions',
  keptBy: 'triggers',
  triggers,
  readers: ['app/services/estimation/setups.ts', 'app/services/estimation/build_setup.ts'],
  notSources: {
    list_versions: 'the version itself',
    estimation_setups: 'the setups stored at a version: read only while it holds',
    products: 'a product names its category, whose setup is read; the product itself is read each time',
  },
}
