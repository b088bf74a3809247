import { test } from '@japa/runner'
import {
  formatEuroCents,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  formatWholeNumber,
  plainAmount,
} from '#domain/money_format'

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

test.group('Money format / the one formatter', () => {
  test('writes any language and currency as Intl.NumberFormat does', ({ assert }) => {
    for (const [language, currency] of [
      ['fr', 'EUR'],
      ['es', 'EUR'],
      ['fr-CH', 'CHF'],
      ['en', 'GBP'],
    ]) {
      const intl = new Intl.NumberFormat(language, { style: 'currency', currency })
      for (const cents of AMOUNTS) {
        assert.equal(formatMoney(cents, language, currency), intl.format(cents / 100), `${language} ${cents}`)
      }
    }
  })

  test('writes whole units for an axis', ({ assert }) => {
    const intl = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    assert.equal(formatMoney(300000, 'fr', 'EUR', { whole: true }), intl.format(3000))
  })

  test('signs modifiers', ({ assert }) => {
    assert.equal(formatSignedMoney(500, 'en'), '+€5.00')
    assert.equal(formatSignedMoney(-200, 'en'), '−€2.00')
  })

  test('writes numbers with the fraction digits asked', ({ assert }) => {
    assert.equal(formatNumber(1000, 'en'), '1,000')
    assert.equal(formatNumber(2.456, 'en', 1), '2.5')
    assert.equal(formatNumber(2.456, 'es'), new Intl.NumberFormat('es').format(2.456))
  })

  test('writes plain amounts for machines', ({ assert }) => {
    assert.equal(plainAmount(1250), '12.50')
    assert.equal(plainAmount(-5), '-0.05')
    assert.equal(plainAmount(0), '0.00')
  })
})
