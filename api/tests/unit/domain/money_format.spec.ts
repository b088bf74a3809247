import { test } from '@japa/runner'
import { formatEuroCents, formatWholeNumber } from '#domain/money_format'

const AMOUNTS = [
  0, 1, 5, 99, 100, 1250, 99999, 100000, 123456, 999999, 5000000, 123456789, -1, -1500, -123456, -5000000,
]

test.group('Money format / euros without Intl', () => {
  test('writes every amount as Intl.NumberFormat does in {$self}')
    .with(['fr', 'en', 'nl', 'de'])
    .run(({ assert }, language) => {
      const intl = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' })
      for (const cents of AMOUNTS) {
        assert.equal(formatEuroCents(cents, language), intl.format(cents / 100), `${cents} cents`)
      }
    })

  test('writes every whole number as Intl.NumberFormat does in {$self}')
    .with(['fr', 'en', 'nl', 'de'])
    .run(({ assert }, language) => {
      const intl = new Intl.NumberFormat(language)
      for (const value of [0, 7, 999, 1000, 1001, 12849, 100000, 1234567, -1000]) {
        assert.equal(formatWholeNumber(value, language), intl.format(value), String(value))
      }
    })

  test('leaves other languages and currencies to Intl', ({ assert }) => {
    assert.isNull(formatWholeNumber(1000, 'es'))
    assert.isNull(formatWholeNumber(1.5, 'fr'))
    assert.isNull(formatEuroCents(1250, 'es'))
    assert.isNull(formatEuroCents(1250, 'fr', 'USD'))
    assert.isNull(formatEuroCents(Number.NaN, 'fr'))
  })
})
