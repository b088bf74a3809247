import { test } from '@japa/runner'
import { EVENT_NAMES } from '#domain/transitions'
import { TransitionNotAllowed, canFire, planTransition, subjectsOf } from '#domain/status_machine'

const none = new Set<string>()

function refusalOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof TransitionNotAllowed) return error
    throw error
  }
  throw new Error('expected a TransitionNotAllowed')
}

test.group('Status machine / who may fire', () => {
  test('a user fires an event with one of the permissions it names', ({ assert }) => {
    assert.isTrue(canFire('checked_in', new Set(['warehouse_checkin_submenu']), 'user'))
    assert.isTrue(canFire('cancelled', new Set(['buyback_list_page', 'admin']), 'user'))
    assert.isTrue(canFire('declared_lost_transport', new Set(['mark_as_lost']), 'user'))
    assert.isTrue(canFire('marked_as_paid', new Set(['mark_as_paid']), 'user'))
  })

  test('a user cannot fire an event without one of its permissions', ({ assert }) => {
    assert.isFalse(canFire('checked_in', new Set(['buyback_list_page', 'item_control_page']), 'user'))
    assert.isFalse(canFire('cancelled', new Set(['buyback_list_page']), 'user'))
    assert.isFalse(canFire('quarantine_released', new Set(['item_control_page']), 'user'))
    assert.isFalse(canFire('verified_as_declared', none, 'user'))
  })

  test('a user holding a permission named like an actor kind is still only a user', ({ assert }) => {
    assert.isFalse(canFire('proposal_accepted', new Set(['customer']), 'user'))
    assert.isFalse(canFire('payment_succeeded', new Set(['system']), 'user'))
  })

  test('the customer answers the proposal and creates web buy-backs, nothing else', ({ assert }) => {
    const byCustomer = EVENT_NAMES.filter((event) => canFire(event, none, 'customer'))
    assert.sameMembers(byCustomer, [
      'created_web_drop',
      'created_shipped',
      'proposal_accepted',
      'proposal_declined',
    ])
  })

  test('the system creates buy-backs, drives payments, reminds proposals and books returns, never answers for the customer', ({
    assert,
  }) => {
    const bySystem = EVENT_NAMES.filter((event) => canFire(event, none, 'system'))
    assert.sameMembers(bySystem, [
      'created_web_drop',
      'created_in_store',
      'created_shipped',
      'payment_created',
      'payment_initiated',
      'payment_submitted',
      'payment_succeeded',
      'payment_failed',
      'payment_relaunched',
      'payment_cancelled',
      'payment_not_needed',
      'proposal_reminded',
      'return_label_created',
    ])
  })

  test('permissions are ignored for the customer and the system', ({ assert }) => {
    const everything = new Set(['admin', 'item_control_page', 'mark_as_paid'])
    assert.isFalse(canFire('verified_as_declared', everything, 'customer'))
    assert.isFalse(canFire('marked_as_paid', everything, 'system'))
  })
})

test.group('Status machine / planning a firing', () => {
  test('a creation plans both histories from nothing', ({ assert }) => {
    assert.deepEqual(planTransition('created_web_drop', { buyback: null, item: null }), [
      { subject: 'buyback', event: 'created_web_drop', from: null, to: 'bb_awaiting_store_drop' },
      { subject: 'item', event: 'created_web_drop', from: null, to: 'item_awaiting_store_drop' },
    ])
  })

  test('a check-in moves the buy-back and its item together', ({ assert }) => {
    assert.deepEqual(planTransition('checked_in', { buyback: 'bb_in_transit', item: 'item_in_transit' }), [
      { subject: 'buyback', event: 'checked_in', from: 'bb_in_transit', to: 'bb_in_processing' },
      { subject: 'item', event: 'checked_in', from: 'item_in_transit', to: 'item_registered_in_warehouse' },
    ])
  })

  test('sending a proposal records the event without moving anything', ({ assert }) => {
    const rows = planTransition('proposal_sent', {
      buyback: 'bb_in_processing',
      item: 'item_awaiting_compliancy_tests',
    })
    assert.lengthOf(rows, 2)
    for (const row of rows) assert.equal(row.to, row.from)
  })

  test('an item event leaves the buy-back alone, whatever its status', ({ assert }) => {
    assert.deepEqual(
      planTransition('declared_lost_transport', { buyback: 'bb_in_transit', item: 'item_in_transit' }),
      [
        {
          subject: 'item',
          event: 'declared_lost_transport',
          from: 'item_in_transit',
          to: 'item_lost_transport',
        },
      ]
    )
    assert.deepEqual(subjectsOf('quarantined'), ['item'])
  })

  test('a payment event plans the payment history only', ({ assert }) => {
    assert.deepEqual(
      planTransition('payment_relaunched', { payment: 'payment_failed', buyback: 'bb_completed' }),
      [{ subject: 'payment', event: 'payment_relaunched', from: 'payment_failed', to: 'payment_initiated' }]
    )
  })

  test('refuses the whole firing when the item is not where the buy-back is', ({ assert }) => {
    const error = refusalOf(() =>
      planTransition('checked_in', { buyback: 'bb_in_transit', item: 'item_awaiting_store_drop' })
    )
    assert.include(error, {
      subject: 'item',
      event: 'checked_in',
      from: 'item_awaiting_store_drop',
    })
  })

  test('refuses a firing that omits a subject the event moves', ({ assert }) => {
    assert.include(
      refusalOf(() => planTransition('cancelled', { buyback: 'bb_in_transit' })),
      {
        subject: 'item',
        from: undefined,
      }
    )
    assert.include(
      refusalOf(() => planTransition('payment_failed', {})),
      { subject: 'payment' }
    )
  })

  test('refuses to cancel a completed buy-back or an item already lost', ({ assert }) => {
    const completed = refusalOf(() =>
      planTransition('cancelled', { buyback: 'bb_completed', item: 'item_completed' })
    )
    assert.include(completed, { subject: 'buyback', from: 'bb_completed' })
    const lost = refusalOf(() =>
      planTransition('cancelled', { buyback: 'bb_in_transit', item: 'item_lost_transport' })
    )
    assert.include(lost, { subject: 'item', from: 'item_lost_transport' })
  })
})
