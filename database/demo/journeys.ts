import type { EventName } from '#domain/transitions'

/**
 * The paths the demo buy-backs took, so that every buy-back and item status has rows, each with the
 * history the status machine would have written. `channel` and `deposit` pick the circuit.
 */
export interface Journey {
  channel: 'web' | 'store'
  deposit: 'drop' | 'post' | 'collect' | 'drop_label'
  events: EventName[]
  payment: EventName[]
  count: number
  /** Made at the first demo store (Paris Rivoli, the demo seller's) rather than a random one. */
  firstStore?: boolean
  /**
   * Sent to each workshop in turn (a console goes to Lyon, anything else to Lille) rather than as the
   * random product falls, so that every workshop has parcels on their way to check in.
   */
  everyWorkshop?: boolean
  /**
   * Created in transit, then checked in at its workshop by the workshop's operator through the check-in
   * action itself (seed_checkins.ts), as the door of the workshop would: awaiting its compliance tests.
   */
  checkIn?: boolean
  /** Created this many days ago rather than on a random day of the last 60. */
  ageDays?: number
}

const received: EventName[] = ['created_shipped', 'checked_in', 'ready_for_tests']
const paid: EventName[] = ['payment_initiated', 'payment_submitted', 'payment_succeeded']

export const JOURNEYS: Journey[] = [
  { channel: 'web', deposit: 'drop', events: ['created_web_drop'], payment: [], count: 8 },
  {
    channel: 'web',
    deposit: 'drop',
    events: ['created_web_drop', 'dropped_at_store'],
    payment: [],
    count: 5,
  },
  { channel: 'store', deposit: 'drop', events: ['created_in_store'], payment: [], count: 12 },
  {
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store', 'package_shipped'],
    payment: [],
    count: 6,
    everyWorkshop: true,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: ['created_shipped'],
    payment: [],
    count: 8,
    everyWorkshop: true,
  },
  { channel: 'web', deposit: 'post', events: ['created_shipped', 'checked_in'], payment: [], count: 3 },
  { channel: 'web', deposit: 'post', events: received, payment: [], count: 6 },
  {
    channel: 'web',
    deposit: 'post',
    events: [...received, 'verified_as_declared'],
    payment: paid,
    count: 14,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store', 'checked_in', 'ready_for_tests', 'verified_higher'],
    payment: paid,
    count: 4,
  },
  {
    channel: 'web',
    deposit: 'collect',
    events: [...received, 'verified_absorbed'],
    payment: ['payment_initiated', 'payment_submitted'],
    count: 4,
  },
  { channel: 'web', deposit: 'post', events: [...received, 'proposal_sent'], payment: [], count: 3 },
  {
    channel: 'web',
    deposit: 'post',
    events: [...received, 'proposal_sent', 'proposal_accepted'],
    payment: paid,
    count: 3,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: [...received, 'proposal_sent', 'proposal_declined'],
    payment: ['payment_cancelled'],
    count: 2,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: [...received, 'proposal_sent', 'proposal_declined', 'item_returned'],
    payment: ['payment_cancelled'],
    count: 2,
  },
  { channel: 'web', deposit: 'drop_label', events: [...received, 'quarantined'], payment: [], count: 3 },
  {
    channel: 'web',
    deposit: 'drop_label',
    events: [...received, 'quarantined', 'quarantine_released'],
    payment: [],
    count: 2,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: [
      'created_in_store',
      'checked_in',
      'ready_for_tests',
      'verified_as_declared',
      'refurb_diagnosis_started',
    ],
    payment: paid,
    count: 2,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: [
      'created_in_store',
      'checked_in',
      'ready_for_tests',
      'verified_as_declared',
      'refurb_diagnosis_started',
      'refurb_steps_chosen',
    ],
    payment: paid,
    count: 3,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: [
      'created_in_store',
      'checked_in',
      'ready_for_tests',
      'verified_as_declared',
      'refurb_diagnosis_started',
      'refurb_steps_chosen',
      'refurb_completed',
    ],
    payment: paid,
    count: 3,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store', 'declared_lost_store'],
    payment: [],
    count: 1,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: ['created_shipped', 'declared_lost_transport'],
    payment: [],
    count: 1,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: [...received, 'declared_lost_warehouse'],
    payment: [],
    count: 1,
  },
  {
    channel: 'web',
    deposit: 'drop',
    events: ['created_web_drop', 'cancelled'],
    payment: ['payment_cancelled'],
    count: 4,
  },
  {
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store', 'cancelled'],
    payment: ['payment_cancelled'],
    count: 2,
  },
  {
    // Paid at the counter (a voucher) before the item left the store: the payment can no longer be cancelled.
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store'],
    payment: paid,
    count: 2,
    firstStore: true,
  },
  // The workshop intake of each workshop, Lille and Lyon in turn: items still at the store awaiting
  // their inventory, items checked in and awaiting their tests, and a web file older than the 15 days
  // after which the web file check warns that its price may be corrected.
  {
    channel: 'store',
    deposit: 'drop',
    events: ['created_in_store'],
    payment: [],
    count: 10,
    everyWorkshop: true,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: ['created_shipped'],
    payment: [],
    count: 10,
    everyWorkshop: true,
    checkIn: true,
  },
  {
    channel: 'web',
    deposit: 'post',
    events: ['created_shipped'],
    payment: [],
    count: 2,
    everyWorkshop: true,
    ageDays: 20,
  },
]
