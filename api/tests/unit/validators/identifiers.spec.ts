import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { email } from '#validators/rules'
import { isEmail } from '#domain/identifiers'
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

test.group('Identifier validators / accepted values', () => {
  test('accepts and normalises valid identifiers', async ({ assert }) => {
    const { output, errors } = await validate(
      {
        imei: imei(),
        tacCodes: tacList(),
        eanCode: gtin(),
        buybackCode: buybackCode(),
        itemCode: itemCode(),
        warehouseCode: warehouseCode(),
        iban: iban(),
        phone: phone(),
        country: vine.string(),
        zipCode: zipCode(),
        type: nationalIdentificationType(),
        number: nationalIdentificationNumber(),
        latitude: latitude(),
        longitude: longitude(),
      },
      {
        imei: ' 352099001761481 ',
        tacCodes: '35209900, 35332011',
        eanCode: '4006381333931',
        buybackCode: '1234567890123',
        itemCode: 'AB12CD34',
        warehouseCode: '1234567890123',
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        phone: '+32 470 12 34 56',
        country: 'GB',
        zipCode: 'sw1a1aa',
        type: 'identity_card',
        number: '592-1234567-89',
        latitude: 48.8566,
        longitude: -180,
      }
    )
    assert.deepEqual(errors, [])
    assert.deepEqual(output, {
      imei: '352099001761481',
      tacCodes: ['35209900', '35332011'],
      eanCode: '4006381333931',
      buybackCode: '1234567890123',
      itemCode: 'AB12CD34',
      warehouseCode: '1234567890123',
      iban: 'FR7630006000011234567890189',
      phone: '+32470123456',
      country: 'GB',
      zipCode: 'SW1A 1AA',
      type: 'identity_card',
      number: '592123456789',
      latitude: 48.8566,
      longitude: -180,
    })
  })

  test('reads national phone numbers in the default country given', async ({ assert }) => {
    const french = await validate({ phone: phone() }, { phone: '06 12 34 56 78' })
    assert.deepEqual(french.output, { phone: '+33612345678' })
    const belgian = await validate({ phone: phone('BE') }, { phone: '0470 12 34 56' })
    assert.deepEqual(belgian.output, { phone: '+32470123456' })
  })

  test('reads the zip code and the document type from the named sibling fields', async ({ assert }) => {
    const { output } = await validate(
      {
        clientCountry: vine.string(),
        clientZipCode: zipCode('clientCountry'),
        clientNationalIdentificationType: nationalIdentificationType(),
        clientNationalIdentification: nationalIdentificationNumber('clientNationalIdentificationType'),
      },
      {
        clientCountry: 'pt',
        clientZipCode: '1000 001',
        clientNationalIdentificationType: 'driving_licence',
        clientNationalIdentification: 'morga657054sm9ij',
      }
    )
    assert.deepEqual(output, {
      clientCountry: 'pt',
      clientZipCode: '1000-001',
      clientNationalIdentificationType: 'driving_licence',
      clientNationalIdentification: 'MORGA657054SM9IJ',
    })
  })

  test('an unknown document type is reported on the type only', async ({ assert }) => {
    const { errors } = await validate(
      { type: nationalIdentificationType(), number: nationalIdentificationNumber() },
      { type: 'birth_certificate', number: '1' }
    )
    assert.deepEqual(
      errors.map((error) => [error.field, error.rule]),
      [['type', 'enum']]
    )
  })

  test('the e-mail rule of #validators/rules agrees with the pure check', async ({ assert }) => {
    const samples = [
      'jeanne.martin@example.fr',
      'a+b@sub.example.co.uk',
      'jeanne',
      'jeanne@',
      'a..b@example.fr',
    ]
    for (const sample of samples) {
      const { errors } = await validate({ email: email() }, { email: sample })
      assert.equal(errors.length === 0, isEmail(sample), sample)
    }
  })
})
