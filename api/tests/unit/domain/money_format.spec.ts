import { test } from '@japa/runner'
import { formatEuroCents } from '#domain/money_format'

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

  test('leaves other languages and currencies to Intl', ({ assert }) => {
    assert.isNull(formatEuroCents(1250, 'es'))
    assert.isNull(formatEuroCents(1250, 'fr', 'USD'))
    assert.isNull(formatEuroCents(Number.NaN, 'fr'))
  })
})
