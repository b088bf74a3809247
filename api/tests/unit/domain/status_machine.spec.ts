import { test } from '@japa/runner'
import { STATUSES, SUBJECTS, type Subject } from '#domain/statuses'
import { EVENT_NAMES, TRANSITIONS, type EventName } from '#domain/transitions'
import { TransitionNotAllowed, allowedEvents, nextStatus } from '#domain/status_machine'

/**
 * DESIGN.md §4 written out again by hand, status by status ('null' = creation), so that a change to the
 * table that the design does not make shows up here.
 */
const VERIFIED = ['verified_as_declared', 'verified_higher', 'verified_absorbed'] as const
const PROPOSAL = ['proposal_sent', 'proposal_accepted', 'proposal_declined'] as const
const CREATED = ['created_web_drop', 'created_in_store', 'created_shipped'] as const
const LOST_AT_WORKSHOP = 'declared_lost_warehouse'
/** At the workshop an item may be lost, or moved to another stock (recorded, nothing moves). */
const AT_WORKSHOP = [LOST_AT_WORKSHOP, 'moved_to_stock'] as const
const REFURB_NEXT = ['refurb_diagnosis_started', 'shipped_to_buyer', ...AT_WORKSHOP] as const
/** Actions the history records without moving a status (a mail or a label sent again). */
const RECORDED = [
  'proposal_resent',
  'proposal_reminded',
  'quarantine_mail_sent',
  'return_label_created',
  'moved_to_stock',
  'payment_kept',
] as const

const EXPECTED: { [S in Subject]: Record<string, readonly EventName[]> } = {
  buyback: {
    null: CREATED,
    bb_awaiting_store_drop: ['dropped_at_store', 'web_file_received', 'cancelled'],
    bb_awaiting_inventory: ['package_shipped', 'checked_in', 'web_file_received', 'cancelled'],
    bb_in_transit: ['checked_in', 'web_file_received', 'cancelled'],
    bb_in_processing: [...VERIFIED, ...PROPOSAL, 'proposal_resent', 'proposal_reminded', 'cancelled'],
    bb_cancelled: [],
    bb_completed: [],
    bb_completed_by_price: [],
    bb_completed_with_absorption: [],
    bb_completed_with_negociation: [],
    bb_not_completed: [],
  },
  item: {
    null: CREATED,
    item_awaiting_store_drop: ['dropped_at_store', 'web_file_received', 'declared_lost_store', 'cancelled'],
    item_awaiting_inventory: [
      'package_shipped',
      'checked_in',
      'web_file_received',
      'declared_lost_store',
      'cancelled',
    ],
    item_in_transit: ['checked_in', 'web_file_received', 'declared_lost_transport', 'cancelled'],
    item_registered_in_warehouse: ['ready_for_tests', ...AT_WORKSHOP, 'cancelled'],
    item_awaiting_compliancy_tests: [...VERIFIED, ...PROPOSAL, 'quarantined', ...AT_WORKSHOP, 'cancelled'],
    item_in_quarantine: [
      'quarantine_released',
      'quarantine_mail_sent',
      'return_label_created',
      ...AT_WORKSHOP,
      'cancelled',
    ],
    item_to_reintegrate_to_stock: ['reintegrated', ...AT_WORKSHOP, 'cancelled'],
    item_completed: REFURB_NEXT,
    item_completed_by_price: REFURB_NEXT,
    item_completed_with_absorption: REFURB_NEXT,
    item_completed_with_negociation: REFURB_NEXT,
    item_to_return: ['item_returned', 'return_label_created', ...AT_WORKSHOP],
    item_refurb_diagnostic_in_progress: ['refurb_steps_chosen', ...AT_WORKSHOP],
    item_refurb_in_progress: ['refurb_completed', ...AT_WORKSHOP],
    item_refurb_completed: ['shipped_to_buyer', ...AT_WORKSHOP],
    item_created: [],
    item_cancelled: [],
    item_returned: [],
    item_shipped: [],
    item_lost_store: [],
    item_lost_transport: [],
    item_lost_warehouse: [],
  },
  payment: {
    null: ['payment_created'],
    payment_created: ['payment_initiated', 'payment_cancelled', 'payment_not_needed'],
    payment_initiated: ['payment_submitted', 'payment_failed', 'payment_cancelled'],
    awaiting_payment: ['payment_succeeded', 'payment_failed', 'payment_cancelled', 'marked_as_paid'],
    payment_failed: ['payment_relaunched', 'payment_cancelled'],
    payment_completed: ['payment_kept'],
    payment_cancelled: [],
    payment_not_needed: [],
  },
}

const sources = (subject: Subject) => [null, ...STATUSES[subject]]

function refusalOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return error
  }
}

test.group('Status machine table', () => {
  test('the expected table covers every status of every subject', ({ assert }) => {
    for (const subject of SUBJECTS) {
      assert.sameMembers(Object.keys(EXPECTED[subject]), sources(subject).map(String), subject)
    }
  })

  test('every row of the table is accepted and leads to its target', ({ assert }) => {
    assert.isAbove(TRANSITIONS.length, 60)
    for (const row of TRANSITIONS) {
      assert.equal(nextStatus(row.subject, row.event, row.from), row.to, `${row.event} ${row.from}`)
    }
  })

  test('no event has two targets from the same status', ({ assert }) => {
    const keys = TRANSITIONS.map((row) => `${row.subject} ${row.event} ${row.from}`)
    assert.equal(new Set(keys).size, keys.length)
  })

  test('allows exactly the events of the design from each status', ({ assert }) => {
    for (const subject of SUBJECTS) {
      for (const from of sources(subject)) {
        assert.sameMembers(
          allowedEvents(subject, from),
          [...EXPECTED[subject][String(from)]],
          `${subject} ${from}`
        )
      }
    }
  })

  test('refuses every other (status, event) pair with TransitionNotAllowed', ({ assert }) => {
    let refused = 0
    for (const subject of SUBJECTS) {
      for (const from of sources(subject)) {
        for (const event of EVENT_NAMES) {
          if (EXPECTED[subject][String(from)].includes(event)) {
            assert.doesNotThrow(() => nextStatus(subject, event, from))
            continue
          }
          refused++
          const error = refusalOf(() => nextStatus(subject, event, from))
          assert.instanceOf(error, TransitionNotAllowed, `${subject} ${from} ${event}`)
          assert.include(error as TransitionNotAllowed, {
            subject,
            event,
            from,
            code: 'transition_not_allowed',
          })
        }
      }
    }
    assert.isAbove(refused, 1000)
  })

  test('final statuses accept no move, except losing a refurbished or verified item', ({ assert }) => {
    const finals = [
      ['buyback', 'bb_cancelled'],
      ['buyback', 'bb_completed'],
      ['buyback', 'bb_completed_by_price'],
      ['buyback', 'bb_completed_with_absorption'],
      ['buyback', 'bb_completed_with_negociation'],
      ['buyback', 'bb_not_completed'],
      ['item', 'item_cancelled'],
      ['item', 'item_returned'],
      ['item', 'item_shipped'],
      ['item', 'item_lost_store'],
      ['item', 'item_lost_transport'],
      ['item', 'item_lost_warehouse'],
      ['payment', 'payment_completed'],
      ['payment', 'payment_cancelled'],
      ['payment', 'payment_not_needed'],
    ] as const
    const moves = (subject: (typeof finals)[number][0], status: string) =>
      allowedEvents(subject, status as never).filter(
        (event) => !(RECORDED as readonly string[]).includes(event)
      )
    for (const [subject, status] of finals) assert.deepEqual(moves(subject, status), [], status)
    assert.sameMembers(allowedEvents('item', 'item_refurb_completed'), [
      'declared_lost_warehouse',
      'moved_to_stock',
      'shipped_to_buyer',
    ])
    assert.sameMembers(allowedEvents('item', 'item_completed_with_negociation'), [...REFURB_NEXT])
  })

  test('recorded actions never move a status', ({ assert }) => {
    const rows = TRANSITIONS.filter((row) => (RECORDED as readonly string[]).includes(row.event))
    assert.isAbove(rows.length, 0)
    for (const row of rows) assert.equal(row.to, row.from, `${row.event} from ${row.from}`)
  })

  test('verification outcomes complete the buy-back and its item alike', ({ assert }) => {
    const outcomes = {
      verified_as_declared: ['bb_completed', 'item_completed'],
      verified_higher: ['bb_completed_by_price', 'item_completed_by_price'],
      verified_absorbed: ['bb_completed_with_absorption', 'item_completed_with_absorption'],
      proposal_accepted: ['bb_completed_with_negociation', 'item_completed_with_negociation'],
      proposal_declined: ['bb_not_completed', 'item_to_return'],
      proposal_sent: ['bb_in_processing', 'item_awaiting_compliancy_tests'],
    } as const
    for (const [event, [buyback, item]] of Object.entries(outcomes) as [EventName, readonly string[]][]) {
      assert.equal(nextStatus('buyback', event, 'bb_in_processing'), buyback, event)
      assert.equal(nextStatus('item', event, 'item_awaiting_compliancy_tests'), item, event)
    }
  })
})
