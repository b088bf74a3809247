import { test } from '@japa/runner'
import {
  PricingRefusal,
  bonusAmount,
  cartTotal,
  checkCart,
  estimate,
  gradeFromAnswers,
  modifierAmount,
  percentageOf,
  type PricingRefusalCode,
} from '#domain/pricing'

function refusalOf(run: () => unknown): PricingRefusalCode | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof PricingRefusal) return error.code
    throw error
  }
}

const PRICES = { A: 20000, B: 15000, C: 9000, D: 4000, E: 1000, functional: 500 }
const answer = (gradeCap: 'A' | 'B' | 'C' | 'D' | 'E' | 'functional' | 'refused', priceImpact = 0) => ({
  gradeCap,
  priceImpact,
})

test.group('Pricing / grade and estimate', () => {
  test('the declared grade is the worst cap among the answers', ({ assert }) => {
    assert.equal(gradeFromAnswers(['A']), 'A')
    assert.equal(gradeFromAnswers(['A', 'C', 'B']), 'C')
    assert.equal(gradeFromAnswers(['E', 'A']), 'E')
    assert.equal(gradeFromAnswers(['B', 'functional', 'E']), 'functional')
    assert.equal(gradeFromAnswers(['functional', 'refused', 'A']), 'refused')
  })

  test('no answers is a configuration error', ({ assert }) => {
    assert.equal(
      refusalOf(() => gradeFromAnswers([])),
      'configuration_error'
    )
    assert.equal(
      refusalOf(() => estimate(PRICES, [])),
      'configuration_error'
    )
  })

  test('estimate is the price of the grade plus the sum of the impacts', ({ assert }) => {
    const result = estimate(PRICES, [answer('A', -1500), answer('B', 250), answer('A')])
    assert.deepEqual(result, { grade: 'B', estimate: 13750, impacts: -1250, zeroValue: false })
  })

  test('estimate never goes below zero and is then a zero-value buy-back', ({ assert }) => {
    assert.deepEqual(estimate(PRICES, [answer('E', -5000)]), {
      grade: 'E',
      estimate: 0,
      impacts: -5000,
      zeroValue: true,
    })
  })

  test('a zero-value buy-back is refused when the product does not allow it', ({ assert }) => {
    assert.equal(
      refusalOf(() => estimate(PRICES, [answer('E', -1000)], { buybackZeroNotAllowed: true })),
      'zero_value'
    )
    assert.equal(estimate({ ...PRICES, A: 0 }, [answer('A')]).estimate, 0)
    assert.equal(
      refusalOf(() => estimate({ ...PRICES, A: 0 }, [answer('A')], { buybackZeroNotAllowed: true })),
      'zero_value'
    )
    assert.equal(estimate(PRICES, [answer('E', -999)], { buybackZeroNotAllowed: true }).estimate, 1)
  })

  test('a refused answer makes the product not estimable', ({ assert }) => {
    assert.equal(
      refusalOf(() => estimate(PRICES, [answer('A', 100), answer('refused')])),
      'product_not_estimable'
    )
  })

  test('a grade without a price gives no buy-back price', ({ assert }) => {
    assert.equal(
      refusalOf(() => estimate({ A: 100 }, [answer('C')])),
      'no_buyback_price'
    )
    assert.equal(
      refusalOf(() => estimate({ ...PRICES, functional: null }, [answer('functional')])),
      'no_buyback_price'
    )
  })

  test('amounts that are not integer cents are a configuration error', ({ assert }) => {
    assert.equal(
      refusalOf(() => estimate({ A: 100.5 }, [answer('A')])),
      'configuration_error'
    )
    assert.equal(
      refusalOf(() => estimate(PRICES, [answer('A', 0.5)])),
      'configuration_error'
    )
  })
})

test.group('Pricing / modifiers and bonus', () => {
  test('a percentage rounds halves away from zero, for both signs', ({ assert }) => {
    assert.equal(percentageOf(250, 1), 3)
    assert.equal(percentageOf(250, -1), -3)
    assert.equal(percentageOf(249, 1), 2)
    assert.equal(percentageOf(249, -1), -2)
    assert.equal(percentageOf(1999, 10), 200)
    assert.equal(percentageOf(1999, -10), -200)
    assert.strictEqual(percentageOf(0, -10), 0)
  })

  test('a fixed modifier is its value in cents, whatever the price', ({ assert }) => {
    assert.equal(modifierAmount(10000, { type: 'fixed', value: -500 }), -500)
    assert.equal(modifierAmount(0, { type: 'fixed', value: 300, cappedAmount: 100 }), 300)
  })

  test('a percentage modifier is capped in absolute value', ({ assert }) => {
    assert.equal(modifierAmount(10000, { type: 'percentage', value: 5 }), 500)
    assert.equal(modifierAmount(10000, { type: 'percentage', value: 5, cappedAmount: 300 }), 300)
    assert.equal(modifierAmount(10000, { type: 'percentage', value: -5, cappedAmount: 300 }), -300)
    assert.equal(modifierAmount(10000, { type: 'percentage', value: -5, cappedAmount: -300 }), -300)
    assert.equal(modifierAmount(10000, { type: 'percentage', value: -2, cappedAmount: 300 }), -200)
    assert.equal(modifierAmount(10000, { type: 'percentage', value: 5, cappedAmount: null }), 500)
  })

  test('a disabled bonus is worth nothing', ({ assert }) => {
    assert.equal(bonusAmount(10000, { mode: 'disabled', value: 10, cap: 50 }), 0)
  })

  test('an amount bonus is its value in cents, positive or negative', ({ assert }) => {
    assert.equal(bonusAmount(10000, { mode: 'amount', value: 1500 }), 1500)
    assert.equal(bonusAmount(10000, { mode: 'amount', value: -700 }), -700)
  })

  test('a percentage bonus is capped by a cap of the same sign', ({ assert }) => {
    assert.equal(bonusAmount(10000, { mode: 'percentage', value: 10 }), 1000)
    assert.equal(bonusAmount(10000, { mode: 'percentage', value: 10, cap: 800 }), 800)
    assert.equal(bonusAmount(10000, { mode: 'percentage', value: -10, cap: -800 }), -800)
    assert.equal(bonusAmount(10000, { mode: 'percentage', value: -10, cap: -1200 }), -1000)
    assert.equal(bonusAmount(1005, { mode: 'percentage', value: -10 }), -101)
  })

  test('a bonus cap of the other sign, or a missing value, is a configuration error', ({ assert }) => {
    assert.equal(
      refusalOf(() => bonusAmount(10000, { mode: 'percentage', value: 10, cap: -800 })),
      'configuration_error'
    )
    assert.equal(
      refusalOf(() => bonusAmount(10000, { mode: 'percentage', value: -10, cap: 800 })),
      'configuration_error'
    )
    assert.equal(
      refusalOf(() => bonusAmount(10000, { mode: 'amount', value: null })),
      'configuration_error'
    )
  })
})

test.group('Pricing / cart', () => {
  const line = (estimateCents: number, paymentModifier = 0, shippingModifier = 0, bonus = 0) => ({
    estimate: estimateCents,
    paymentModifier,
    shippingModifier,
    bonus,
  })

  test('the total adds estimates, both modifiers and bonuses of every line', ({ assert }) => {
    assert.equal(cartTotal([]), 0)
    assert.equal(cartTotal([line(10000, -300, -500, 1000), line(5000, 0, 0, -250)]), 14950)
    assert.equal(cartTotal([line(0, -200, 0, 0), line(1000, 0, 0, 0)]), 1000, 'a line never bills')
  })

  test('a cart within its bounds has no refusal', ({ assert }) => {
    assert.deepEqual(checkCart({ items: [line(100)], maxItems: 1, minValue: 100 }), [])
  })

  test('a cart above its maximum is full', ({ assert }) => {
    assert.deepEqual(checkCart({ items: [line(100), line(100)], maxItems: 1, minValue: 0 }), ['cart_full'])
  })

  test('a cart below its minimum value is refused, modifiers included', ({ assert }) => {
    assert.deepEqual(checkCart({ items: [line(1000, -1)], maxItems: 1, minValue: 1000 }), ['cart_min_value'])
  })

  test('an empty cart is refused and reports every refusal at once', ({ assert }) => {
    assert.deepEqual(checkCart({ items: [], maxItems: 1, minValue: 0 }), ['cart_empty'])
    assert.deepEqual(checkCart({ items: [line(1), line(1)], maxItems: 1, minValue: 500 }), [
      'cart_full',
      'cart_min_value',
    ])
  })
})
