import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  buybackCode,
  gtin,
  iban,
  imei,
  itemCode,
  latitude,
  longitude,
  nationalIdentificationNumber,
  nationalIdentificationType,
  phone,
  tacList,
  warehouseCode,
  zipCode,
} from '#validators/identifiers'
import { validate } from '#tests/unit/validators/validate'

/** One invalid sample per message key, with the French text it must show. */
const CASES: { rule: string; schema: Record<string, SchemaTypes>; data: object; fr: string }[] = [
  {
    rule: 'imei',
    schema: { imei: imei() },
    data: { imei: '490154203237517' },
    fr: 'L’IMEI n’est pas valide.',
  },
  {
    rule: 'imeiNotNumeric',
    schema: { imei: imei() },
    data: { imei: '35-209900-176148' },
    fr: 'L’IMEI ne doit contenir que des chiffres (sans « / » ni « - »).',
  },
  {
    rule: 'imeiTooShort',
    schema: { imei: imei() },
    data: { imei: '35209900176148' },
    fr: 'L’IMEI doit contenir au moins 15 chiffres.',
  },
  {
    rule: 'imeiTooLong',
    schema: { imei: imei() },
    data: { imei: '352099001761481234' },
    fr: 'L’IMEI doit contenir au plus 17 chiffres.',
  },
  {
    rule: 'tacList',
    schema: { tacCodes: tacList() },
    data: { tacCodes: '35209900;35332011' },
    fr: 'Chaque code TAC doit contenir 8 chiffres ; séparez les codes par des virgules.',
  },
  {
    rule: 'gtin',
    schema: { eanCode: gtin() },
    data: { eanCode: '123456789' },
    fr: 'Le code EAN/GTIN doit contenir 8, 12, 13 ou 14 chiffres.',
  },
  {
    rule: 'gtinCheckDigit',
    schema: { eanCode: gtin() },
    data: { eanCode: '4006381333932' },
    fr: 'La clé de contrôle du code EAN/GTIN n’est pas valide.',
  },
  {
    rule: 'buybackCode',
    schema: { code: buybackCode() },
    data: { code: '12345678' },
    fr: 'Le code de rachat doit contenir exactement 13 chiffres.',
  },
  {
    rule: 'itemCode',
    schema: { code: itemCode() },
    data: { code: '1234567890' },
    fr: 'Le code article doit contenir 8 ou 13 lettres ou chiffres.',
  },
  {
    rule: 'warehouseCode',
    schema: { code: warehouseCode() },
    data: { code: 'WH-00001' },
    fr: 'Le code entrepôt doit contenir 8 ou 13 lettres ou chiffres.',
  },
  {
    rule: 'iban',
    schema: { iban: iban() },
    data: { iban: 'FR76 3000 6000 0112 3456 7890 188' },
    fr: 'L’IBAN n’est pas valide.',
  },
  {
    rule: 'phone',
    schema: { phone: phone() },
    data: { phone: '06 12' },
    fr: 'Le numéro de téléphone n’est pas valide.',
  },
  {
    rule: 'zipCode',
    schema: { zipCode: zipCode(), country: vine.string() },
    data: { zipCode: '1012', country: 'NL' },
    fr: 'Le code postal n’est pas valide pour ce pays.',
  },
  {
    rule: 'zipCodeAlphanumeric',
    schema: { zipCode: zipCode(), country: vine.string() },
    data: { zipCode: '1', country: 'PL' },
    fr: 'Le code postal doit contenir entre 2 et 10 lettres ou chiffres.',
  },
  {
    rule: 'nationalIdentification',
    schema: { type: nationalIdentificationType(), number: nationalIdentificationNumber() },
    data: { type: 'passport', number: '18AV123456' },
    fr: 'Le numéro de la pièce d’identité doit contenir entre 6 et 9 lettres ou chiffres.',
  },
  {
    rule: 'latitude',
    schema: { latitude: latitude() },
    data: { latitude: 90.5 },
    fr: 'La latitude doit être comprise entre -90 et 90.',
  },
  {
    rule: 'longitude',
    schema: { longitude: longitude() },
    data: { longitude: -181 },
    fr: 'La longitude doit être comprise entre -180 et 180.',
  },
]

test.group('Identifier validators / messages', () => {
  for (const { rule, schema, data, fr } of CASES) {
    test(`reports ${rule} with its French message`, async ({ assert }) => {
      const { errors } = await validate(schema, data)
      assert.deepEqual(
        errors.map((error) => [error.rule, error.message]),
        [[rule, fr]]
      )
    })
  }

  test('every message exists in the four languages, translated, with its bounds filled in', async ({
    assert,
  }) => {
    for (const { rule, schema, data, fr } of CASES) {
      const seen = new Set([fr])
      for (const locale of ['en', 'nl', 'de'] as const) {
        assert.isTrue(i18nManager.locale(locale).hasMessage(`validator.shared.messages.${rule}`), locale)
        const [error] = (await validate(schema, data, locale)).errors
        assert.equal(error.rule, rule)
        assert.notMatch(error.message, /[{}]/, `${locale} ${rule}`)
        assert.isFalse(seen.has(error.message), `${locale} ${rule} is not translated`)
        seen.add(error.message)
      }
    }
  })

  test('answers in English', async ({ assert }) => {
    const { errors } = await validate({ imei: imei() }, { imei: '35209900176148' }, 'en')
    assert.equal(errors[0].message, 'The IMEI must contain at least 15 digits.')
  })

  test('answers in Dutch', async ({ assert }) => {
    const { errors } = await validate({ eanCode: gtin() }, { eanCode: '123' }, 'nl')
    assert.equal(errors[0].message, 'De EAN/GTIN-code moet 8, 12, 13 of 14 cijfers bevatten.')
  })

  test('answers in German', async ({ assert }) => {
    const { errors } = await validate({ latitude: latitude() }, { latitude: -91 }, 'de')
    assert.equal(errors[0].message, 'Der Breitengrad muss zwischen -90 und 90 liegen.')
  })
})
