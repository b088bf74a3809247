import type { Permission } from '#permissions/names'
import {
  ITEM_COMPLETED_STATUSES,
  SHELF_STATUSES,
  SUBJECTS,
  type ItemStatus,
  type StatusOf,
  type Subject,
} from '#domain/statuses'

/**
 * DESIGN.md §4 as data. A user fires an event through one of the permissions named in `firedBy`; the
 * customer (storefront, signed litigation link) and the system (creation, connectors, jobs) are named
 * actors of their own.
 */
export type Actor = Permission | 'customer' | 'system'

/** Every `from` (null = creation) moves to `to`. `from === to` records the event without a change. */
interface Move<S extends Subject> {
  from: readonly (StatusOf[S] | null)[]
  to: StatusOf[S]
}
type EventDefinition = { firedBy: readonly Actor[] } & { [S in Subject]?: readonly Move<S>[] }

const ITEM_AT_WORKSHOP = [
  'item_registered_in_warehouse',
  ...SHELF_STATUSES,
] as const satisfies readonly ItemStatus[]

const ITEM_BEFORE_COMPLETION = [
  'item_awaiting_store_drop',
  'item_awaiting_inventory',
  'item_in_transit',
  'item_registered_in_warehouse',
  'item_awaiting_compliancy_tests',
  'item_in_quarantine',
  'item_to_reintegrate_to_stock',
] as const satisfies readonly ItemStatus[]

const verified = (buyback: StatusOf['buyback'], item: ItemStatus): EventDefinition => ({
  firedBy: ['item_control_page'],
  buyback: [{ from: ['bb_in_processing'], to: buyback }],
  item: [{ from: ['item_awaiting_compliancy_tests'], to: item }],
})

export const EVENTS = {
  created_web_drop: {
    firedBy: ['customer', 'system', 'buyback_create_page'],
    buyback: [{ from: [null], to: 'bb_awaiting_store_drop' }],
    item: [{ from: [null], to: 'item_awaiting_store_drop' }],
  },
  created_in_store: {
    firedBy: ['system', 'buyback_create_page'],
    buyback: [{ from: [null], to: 'bb_awaiting_inventory' }],
    item: [{ from: [null], to: 'item_awaiting_inventory' }],
  },
  /** Post, collection, or drop with a label. */
  created_shipped: {
    firedBy: ['customer', 'system', 'buyback_create_page'],
    buyback: [{ from: [null], to: 'bb_in_transit' }],
    item: [{ from: [null], to: 'item_in_transit' }],
  },
  dropped_at_store: {
    firedBy: ['buyback_create_page'],
    buyback: [{ from: ['bb_awaiting_store_drop'], to: 'bb_awaiting_inventory' }],
    item: [{ from: ['item_awaiting_store_drop'], to: 'item_awaiting_inventory' }],
  },
  package_shipped: {
    firedBy: ['buyback_item_send'],
    buyback: [{ from: ['bb_awaiting_inventory'], to: 'bb_in_transit' }],
    item: [{ from: ['item_awaiting_inventory'], to: 'item_in_transit' }],
  },
  checked_in: {
    firedBy: ['warehouse_checkin_submenu'],
    buyback: [{ from: ['bb_in_transit', 'bb_awaiting_inventory'], to: 'bb_in_processing' }],
    item: [{ from: ['item_in_transit', 'item_awaiting_inventory'], to: 'item_registered_in_warehouse' }],
  },
  /**
   * The web file check: a web or pre-declared buy-back whose item reached the workshop without
   * being checked in (brought to a store, or sent without its declaration) is received and verified at once.
   */
  web_file_received: {
    firedBy: ['item_control_page'],
    buyback: [
      { from: ['bb_awaiting_store_drop', 'bb_awaiting_inventory', 'bb_in_transit'], to: 'bb_in_processing' },
    ],
    item: [
      {
        from: ['item_awaiting_store_drop', 'item_awaiting_inventory', 'item_in_transit'],
        to: 'item_registered_in_warehouse',
      },
    ],
  },
  ready_for_tests: {
    firedBy: ['warehouse_checkin_submenu', 'item_control_page'],
    item: [{ from: ['item_registered_in_warehouse'], to: 'item_awaiting_compliancy_tests' }],
  },
  verified_as_declared: verified('bb_completed', 'item_completed'),
  verified_higher: verified('bb_completed_by_price', 'item_completed_by_price'),
  verified_absorbed: verified('bb_completed_with_absorption', 'item_completed_with_absorption'),
  /** Controlled lower without absorption: nothing moves, but the litigation opens in both histories. */
  proposal_sent: {
    firedBy: ['item_control_page'],
    buyback: [{ from: ['bb_in_processing'], to: 'bb_in_processing' }],
    item: [{ from: ['item_awaiting_compliancy_tests'], to: 'item_awaiting_compliancy_tests' }],
  },
  /** The dispute mail sent again while the customer has not answered: recorded, nothing moves. */
  proposal_resent: {
    firedBy: ['buyback_create_page', 'item_control_page', 'admin'],
    buyback: [{ from: ['bb_in_processing'], to: 'bb_in_processing' }],
  },
  /** The daily reminder of a proposal left unanswered (one, after 7 days): recorded, nothing moves. */
  proposal_reminded: {
    firedBy: ['system'],
    buyback: [{ from: ['bb_in_processing'], to: 'bb_in_processing' }],
  },
  proposal_accepted: {
    firedBy: ['customer'],
    buyback: [{ from: ['bb_in_processing'], to: 'bb_completed_with_negociation' }],
    item: [{ from: ['item_awaiting_compliancy_tests'], to: 'item_completed_with_negociation' }],
  },
  proposal_declined: {
    firedBy: ['customer'],
    buyback: [{ from: ['bb_in_processing'], to: 'bb_not_completed' }],
    item: [{ from: ['item_awaiting_compliancy_tests'], to: 'item_to_return' }],
  },
  /** A verified or refurbished item left its workshop for the buyer in a closed package: gone. */
  shipped_to_buyer: {
    firedBy: ['buyback_item_send'],
    item: [{ from: [...ITEM_COMPLETED_STATUSES, 'item_refurb_completed'], to: 'item_shipped' }],
  },
  item_returned: {
    firedBy: ['buyback_item_send', 'item_control_page'],
    item: [{ from: ['item_to_return'], to: 'item_returned' }],
  },
  quarantined: {
    firedBy: ['item_control_page'],
    item: [{ from: ['item_awaiting_compliancy_tests'], to: 'item_in_quarantine' }],
  },
  /** The quarantine mail sent (or sent again) to the customer: recorded, nothing moves. */
  quarantine_mail_sent: {
    firedBy: ['send_quarantine_mail'],
    item: [{ from: ['item_in_quarantine'], to: 'item_in_quarantine' }],
  },
  /** A return label booked for an item held in quarantine or to return: recorded, nothing moves. */
  return_label_created: {
    firedBy: ['item_quarantine_transition', 'buyback_item_send', 'system'],
    item: [
      { from: ['item_in_quarantine'], to: 'item_in_quarantine' },
      { from: ['item_to_return'], to: 'item_to_return' },
    ],
  },
  quarantine_released: {
    firedBy: ['item_quarantine_transition'],
    item: [{ from: ['item_in_quarantine'], to: 'item_to_reintegrate_to_stock' }],
  },
  reintegrated: {
    firedBy: ['item_quarantine_transition', 'item_control_page'],
    item: [{ from: ['item_to_reintegrate_to_stock'], to: 'item_awaiting_compliancy_tests' }],
  },
  refurb_diagnosis_started: {
    firedBy: ['refurb_diagnostic_write'],
    item: [{ from: ITEM_COMPLETED_STATUSES, to: 'item_refurb_diagnostic_in_progress' }],
  },
  refurb_steps_chosen: {
    firedBy: ['refurb_diagnostic_write'],
    item: [{ from: ['item_refurb_diagnostic_in_progress'], to: 'item_refurb_in_progress' }],
  },
  refurb_completed: {
    firedBy: ['refurb_write'],
    item: [{ from: ['item_refurb_in_progress'], to: 'item_refurb_completed' }],
  },
  /** An item moved to another stock of its workshop (`/items-stock/{id}/edit`): recorded, nothing moves. */
  moved_to_stock: {
    firedBy: ['stock_manage'],
    item: ITEM_AT_WORKSHOP.map((status) => ({ from: [status], to: status })),
  },
  declared_lost_store: {
    firedBy: ['mark_as_lost'],
    item: [{ from: ['item_awaiting_store_drop', 'item_awaiting_inventory'], to: 'item_lost_store' }],
  },
  declared_lost_transport: {
    firedBy: ['mark_as_lost'],
    item: [{ from: ['item_in_transit'], to: 'item_lost_transport' }],
  },
  declared_lost_warehouse: {
    firedBy: ['mark_as_lost'],
    item: [{ from: ITEM_AT_WORKSHOP, to: 'item_lost_warehouse' }],
  },
  /** Irreversible. The payment has its own event (`payment_cancelled`), fired in the same transaction. */
  cancelled: {
    firedBy: ['buyback_create_page', 'admin'],
    buyback: [
      {
        from: ['bb_awaiting_store_drop', 'bb_awaiting_inventory', 'bb_in_transit', 'bb_in_processing'],
        to: 'bb_cancelled',
      },
    ],
    item: [{ from: ITEM_BEFORE_COMPLETION, to: 'item_cancelled' }],
  },
  payment_created: { firedBy: ['system'], payment: [{ from: [null], to: 'payment_created' }] },
  payment_initiated: {
    firedBy: ['system'],
    payment: [{ from: ['payment_created'], to: 'payment_initiated' }],
  },
  payment_submitted: {
    firedBy: ['system'],
    payment: [{ from: ['payment_initiated'], to: 'awaiting_payment' }],
  },
  payment_succeeded: {
    firedBy: ['system'],
    payment: [{ from: ['awaiting_payment'], to: 'payment_completed' }],
  },
  payment_failed: {
    firedBy: ['system'],
    payment: [{ from: ['payment_initiated', 'awaiting_payment'], to: 'payment_failed' }],
  },
  payment_relaunched: {
    firedBy: ['system', 'payment_search'],
    payment: [{ from: ['payment_failed'], to: 'payment_initiated' }],
  },
  payment_cancelled: {
    firedBy: ['system', 'buyback_create_page', 'admin'],
    payment: [
      {
        from: ['payment_created', 'payment_initiated', 'awaiting_payment', 'payment_failed'],
        to: 'payment_cancelled',
      },
    ],
  },
  /** A buy-back cancelled by force after its payment was made: the payment is kept, and the history says so. */
  payment_kept: {
    firedBy: ['buyback_create_page', 'admin'],
    payment: [{ from: ['payment_completed'], to: 'payment_completed' }],
  },
  /** Zero-value buy-back. */
  payment_not_needed: {
    firedBy: ['system'],
    payment: [{ from: ['payment_created'], to: 'payment_not_needed' }],
  },
  marked_as_paid: {
    firedBy: ['mark_as_paid'],
    payment: [{ from: ['awaiting_payment'], to: 'payment_completed' }],
  },
} as const satisfies Record<string, EventDefinition>

export type EventName = keyof typeof EVENTS
export const EVENT_NAMES = Object.keys(EVENTS) as EventName[]

export type Transition = {
  [S in Subject]: {
    event: EventName
    subject: S
    from: StatusOf[S] | null
    to: StatusOf[S]
    firedBy: readonly Actor[]
  }
}[Subject]

/** The table of every allowed transition, one row per (event, subject, from). */
export const TRANSITIONS: readonly Transition[] = EVENT_NAMES.flatMap((event) => {
  const definition: EventDefinition = EVENTS[event]
  return SUBJECTS.flatMap((subject) =>
    (definition[subject] ?? []).flatMap((move: Move<Subject>) =>
      move.from.map(
        (from) => ({ event, subject, from, to: move.to, firedBy: definition.firedBy }) as Transition
      )
    )
  )
})

/** DESIGN.md §4: the first status of a buy-back follows its circuit. */
export function creationEvent(channel: 'web' | 'store', deposit: string): EventName {
  if (channel === 'store') return 'created_in_store'
  return deposit === 'drop' ? 'created_web_drop' : 'created_shipped'
}
