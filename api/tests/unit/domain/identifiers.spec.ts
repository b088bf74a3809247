import { test } from '@japa/runner'
import {
  gtinCheckDigit,
  gtinProblem,
  imeiMatchesTac,
  imeiProblem,
  isBuybackCode,
  isEmail,
  isItemCode,
  isLatitude,
  isLongitude,
  isSerialNumber,
  isWarehouseCode,
  normaliseNationalIdentification,
  parseTacList,
} from '#domain/identifiers'
import { normaliseZipCode } from '#domain/zip_codes'
import { normaliseIban, normalisePhone } from '#domain/bank_and_phone'

test.group('Identifiers / IMEI and TAC', () => {
  test('accepts 15 to 17 digits, a 15-digit IMEI with a valid check digit', ({ assert }) => {
    for (const imei of ['490154203237518', '352099001761481', '3520990017614823', '35209900176148123']) {
      assert.isNull(imeiProblem(imei), imei)
    }
  })

  test('tells a non-numeric, a short, a long and a mistyped IMEI apart', ({ assert }) => {
    assert.equal(imeiProblem('35-209900-176148-1'), 'imeiNotNumeric')
    assert.equal(imeiProblem('35209900/1761481'), 'imeiNotNumeric')
    assert.equal(imeiProblem('3520990017614 1'), 'imeiNotNumeric')
    assert.equal(imeiProblem(''), 'imeiTooShort')
    assert.equal(imeiProblem('35209900176148'), 'imeiTooShort')
    assert.equal(imeiProblem('352099001761481234'), 'imeiTooLong')
    assert.equal(imeiProblem('490154203237517'), 'imei')
  })

  test('reads a comma-separated TAC list of 8-digit codes', ({ assert }) => {
    assert.deepEqual(parseTacList('35209900'), ['35209900'])
    assert.deepEqual(parseTacList('35209900, 35332011,35209900'), ['35209900', '35332011'])
    assert.isNull(parseTacList('3520990'))
    assert.isNull(parseTacList('35209900,'))
    assert.isNull(parseTacList('35209900;35332011'))
    assert.isNull(parseTacList('3520990A'))
  })

  test('flags an IMEI whose first 8 digits are not among the TAC codes', ({ assert }) => {
    assert.isTrue(imeiMatchesTac('352099001761481', ['35332011', '35209900']))
    assert.isFalse(imeiMatchesTac('490154203237518', ['35209900']))
    assert.isTrue(imeiMatchesTac('490154203237518', []))
  })

  test('a serial number takes letters, digits, dots, slashes and hyphens, 64 at most', ({ assert }) => {
    for (const serial of ['', 'C02XK1ZQJGH5', 'SN-12/34.5', 'A'.repeat(64)]) {
      assert.isTrue(isSerialNumber(serial), serial)
    }
    for (const serial of ['SN 12', 'SN_12', 'Sé12', 'A'.repeat(65)]) {
      assert.isFalse(isSerialNumber(serial), serial)
    }
  })
})

test.group('Identifiers / codes', () => {
  test('accepts EAN/GTIN of 8, 12, 13 and 14 digits with a valid GS1 check digit', ({ assert }) => {
    for (const gtin of ['96385074', '036000291452', '4006381333931', '10012345678902']) {
      assert.isNull(gtinProblem(gtin), gtin)
    }
    assert.equal(gtinCheckDigit('400638133393'), 1)
  })

  test('refuses other lengths, non-digits and a wrong check digit', ({ assert }) => {
    for (const gtin of ['9638507', '963850741', '400638133393111', '400638133393X', '4006-381333931', '']) {
      assert.equal(gtinProblem(gtin), 'gtin', gtin)
    }
    assert.equal(gtinProblem('4006381333932'), 'gtinCheckDigit')
    assert.equal(gtinProblem('96385075'), 'gtinCheckDigit')
  })

  test('a buy-back code is exactly 13 digits', ({ assert }) => {
    assert.isTrue(isBuybackCode('1234567890123'))
    assert.isFalse(isBuybackCode('12345678'))
    assert.isFalse(isBuybackCode('123456789012'))
    assert.isFalse(isBuybackCode('123456789012A'))
  })

  test('item and warehouse codes are 8 or 13 letters or digits', ({ assert }) => {
    for (const check of [isItemCode, isWarehouseCode]) {
      assert.isTrue(check('AB12CD34'))
      assert.isTrue(check('1234567890123'))
      assert.isFalse(check('AB12CD3'))
      assert.isFalse(check('AB12CD345'))
      assert.isFalse(check('AB12-CD3'))
    }
  })
})

test.group('Identifiers / bank, phone, e-mail', () => {
  test('normalises an IBAN typed with spaces, hyphens or lowercase', ({ assert }) => {
    assert.equal(normaliseIban('FR76 3000 6000 0112 3456 7890 189'), 'FR7630006000011234567890189')
    assert.equal(normaliseIban('fr76-3000-6000-0112-3456-7890-189'), 'FR7630006000011234567890189')
    assert.equal(normaliseIban('BE68 5390 0754 7034'), 'BE68539007547034')
  })

  test('refuses an IBAN with a wrong checksum or no country', ({ assert }) => {
    assert.isNull(normaliseIban('FR7630006000011234567890188'))
    assert.isNull(normaliseIban('30006000011234567890189'))
    assert.isNull(normaliseIban(''))
  })

  test('reads national numbers in France by default and keeps international ones, in E.164', ({ assert }) => {
    assert.equal(normalisePhone('06 12 34 56 78'), '+33612345678')
    assert.equal(normalisePhone('+32 470 12 34 56'), '+32470123456')
    assert.equal(normalisePhone('0032 470 12 34 56'), '+32470123456')
    assert.equal(normalisePhone('0470 12 34 56', 'BE'), '+32470123456')
  })

  test('refuses a phone number too short, too long or not a number', ({ assert }) => {
    for (const phone of ['01 23', '0612345678901', 'abc', '']) assert.isNull(normalisePhone(phone), phone)
  })

  test('checks e-mail addresses', ({ assert }) => {
    for (const email of ['jeanne.martin@example.fr', 'a+b@sub.example.co.uk', 'x_y@xn--bcher-kva.ch']) {
      assert.isTrue(isEmail(email), email)
    }
    const tooLong = `${'a'.repeat(65)}@example.com`
    for (const email of ['jeanne', 'jeanne@', '@example.fr', 'a@b', 'a..b@example.fr', 'a@-x.fr', tooLong]) {
      assert.isFalse(isEmail(email), email)
    }
  })
})

test.group('Identifiers / addresses and documents', () => {
  test('checks and formats zip codes of the known countries', ({ assert }) => {
    const valid: [string, string, string][] = [
      ['75001', 'FR', '75001'],
      ['1000', 'BE', '1000'],
      ['1012ab', 'NL', '1012 AB'],
      ['10115', 'DE', '10115'],
      ['L-1611', 'LU', '1611'],
      ['8001', 'CH', '8001'],
      ['sw1a1aa', 'GB', 'SW1A 1AA'],
      ['EC1A 1BB', 'gb', 'EC1A 1BB'],
      ['28013', 'ES', '28013'],
      ['00184', 'IT', '00184'],
      ['1000 001', 'PT', '1000-001'],
      ['1010', 'AT', '1010'],
      ['94105 1234', 'US', '94105-1234'],
    ]
    for (const [typed, country, stored] of valid)
      assert.equal(normaliseZipCode(typed, country), stored, country)
  })

  test('refuses zip codes in the wrong format for their country', ({ assert }) => {
    const invalid = [
      ['7500', 'FR'],
      ['0999', 'BE'],
      ['1012', 'NL'],
      ['99999', 'CH'],
      ['53001', 'ES'],
      ['12345', 'GB'],
      ['1000001', 'AT'],
    ]
    for (const [typed, country] of invalid) assert.isNull(normaliseZipCode(typed, country), country)
  })

  test('takes 2 to 10 letters or digits in countries without a known format', ({ assert }) => {
    assert.equal(normaliseZipCode('00-950', 'PL'), '00-950')
    assert.equal(normaliseZipCode('100-0001', 'jp'), '100-0001')
    assert.equal(normaliseZipCode('ab', ''), 'AB')
    assert.isNull(normaliseZipCode('1', 'PL'))
    assert.isNull(normaliseZipCode('12345678901', 'PL'))
    assert.isNull(normaliseZipCode('12#45', 'PL'))
    assert.isNull(normaliseZipCode('-1234', 'PL'))
  })

  test('bounds national identification numbers by document type', ({ assert }) => {
    assert.equal(normaliseNationalIdentification('passport', '18av 12345'), '18AV12345')
    assert.isNull(normaliseNationalIdentification('passport', '18AV123456'))
    assert.isNull(normaliseNationalIdentification('passport', '12345'))
    assert.equal(normaliseNationalIdentification('identity_card', '592-1234567-89'), '592123456789')
    assert.isNull(normaliseNationalIdentification('identity_card', '1234567'))
    assert.equal(normaliseNationalIdentification('driving_licence', 'MORGA657054SM9IJ'), 'MORGA657054SM9IJ')
    assert.isNull(normaliseNationalIdentification('driving_licence', 'MORGA657054SM9IJX'))
    assert.equal(normaliseNationalIdentification('residence_permit', '1234567890'), '1234567890')
    assert.isNull(normaliseNationalIdentification('residence_permit', '12345678/90'))
    assert.isNull(normaliseNationalIdentification('birth_certificate', '1234567890'))
  })

  test('latitude lies between -90 and 90, longitude between -180 and 180', ({ assert }) => {
    for (const value of [-90, 0, 48.8566, 90]) assert.isTrue(isLatitude(value), String(value))
    for (const value of [-90.0001, 90.5, Number.NaN]) assert.isFalse(isLatitude(value), String(value))
    for (const value of [-180, 2.3522, 180]) assert.isTrue(isLongitude(value), String(value))
    for (const value of [-180.5, 181, Number.POSITIVE_INFINITY])
      assert.isFalse(isLongitude(value), String(value))
  })
})
