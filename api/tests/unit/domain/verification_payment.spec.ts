import { test } from '@japa/runner'
import { absorptionOutcome, type Absorption } from '#domain/pricing'
import { paymentOf } from '#domain/verification'

/** The verification summary's one figure, from the pricing module's outcome (DESIGN.md §3). */
test.group('Verification summary / what will be paid', () => {
  const pay = (controlledPrice: number, absorption: Absorption = { type: 'none', value: null }) =>
    paymentOf(absorptionOutcome({ declaredPrice: 24800, controlledPrice, absorption }))

  test('better than declared: the declared price is kept, not the controlled one', ({ assert }) => {
    assert.deepEqual(pay(29100), { price: 24800, rule: 'declared_price_kept', absorbed: 0 })
  })

  test('as declared: the declared price', ({ assert }) => {
    assert.deepEqual(pay(24800), { price: 24800, rule: 'as_declared', absorbed: 0 })
  })

  test('lower within the absorption: the declared price, the difference absorbed', ({ assert }) => {
    assert.deepEqual(pay(23800, { type: 'value', value: 2000 }), {
      price: 24800,
      rule: 'absorption',
      absorbed: 1000,
    })
  })

  test('lower beyond it: the controlled price, as the new proposal', ({ assert }) => {
    assert.deepEqual(pay(20000), { price: 20000, rule: 'controlled_price', absorbed: 0 })
  })
})
