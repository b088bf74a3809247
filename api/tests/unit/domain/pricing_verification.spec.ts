import { test } from '@japa/runner'
import { PricingRefusal, absorptionOutcome } from '#domain/pricing'

test.group('Pricing / absorption at verification', () => {
  const none = { type: 'none', value: null } as const

  test('a controlled price equal to the declared one completes the buy-back', ({ assert }) => {
    assert.deepEqual(absorptionOutcome({ declaredPrice: 10000, controlledPrice: 10000, absorption: none }), {
      outcome: 'completed',
      absorbed: 0,
      price: 10000,
    })
  })

  test('a higher controlled price completes by price at the declared price', ({ assert }) => {
    assert.deepEqual(absorptionOutcome({ declaredPrice: 10000, controlledPrice: 12000, absorption: none }), {
      outcome: 'completed_by_price',
      absorbed: 0,
      price: 10000,
    })
  })

  test('a lower controlled price without absorption goes to litigation at the new price', ({ assert }) => {
    assert.deepEqual(absorptionOutcome({ declaredPrice: 10000, controlledPrice: 9999, absorption: none }), {
      outcome: 'litigation',
      absorbed: 0,
      price: 9999,
    })
  })

  test('absorption by value covers a difference up to and including its value', ({ assert }) => {
    const absorption = { type: 'value', value: 1000 } as const
    assert.deepEqual(absorptionOutcome({ declaredPrice: 10000, controlledPrice: 9000, absorption }), {
      outcome: 'completed_with_absorption',
      absorbed: 1000,
      price: 10000,
    })
    assert.equal(
      absorptionOutcome({ declaredPrice: 10000, controlledPrice: 8999, absorption }).outcome,
      'litigation'
    )
  })

  test('absorption by percentage uses the declared or the controlled price', ({ assert }) => {
    const declared = { type: 'percentage_declared', value: 10 } as const
    const controlled = { type: 'percentage_controlled', value: 10 } as const
    // A difference of 950 is within 10 % of 10000 (1000) but not of 9050 (905).
    const prices = { declaredPrice: 10000, controlledPrice: 9050 }
    assert.deepEqual(absorptionOutcome({ ...prices, absorption: declared }), {
      outcome: 'completed_with_absorption',
      absorbed: 950,
      price: 10000,
    })
    assert.equal(absorptionOutcome({ ...prices, absorption: controlled }).outcome, 'litigation')
    const within = { declaredPrice: 10000, controlledPrice: 9100 }
    assert.equal(
      absorptionOutcome({ ...within, absorption: controlled }).outcome,
      'completed_with_absorption'
    )
  })

  test('an absorption without a value is a configuration error', ({ assert }) => {
    const absorption = { type: 'value', value: null } as const
    assert.throws(
      () => absorptionOutcome({ declaredPrice: 2, controlledPrice: 1, absorption }),
      PricingRefusal,
      'configuration_error'
    )
  })
})
