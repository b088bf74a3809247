import factory from '@adonisjs/lucid/factories'
import Circuit from '#models/circuit'
import PaymentMode from '#models/payment_mode'
import ShippingMethod from '#models/shipping_method'
import Stock from '#models/stock'

/** A bank-transfer payment mode of a client (pass `accountId`), with no modifier and no bonus. */
export const PaymentModeFactory = factory
  .define(PaymentMode, ({ faker }) => ({
    type: 'bank_transfer' as const,
    provider: 'sandbox-bank',
    label: `Virement ${faker.string.alphanumeric(5)}`,
    description: 'Paiement par virement après vérification.',
    modifierType: 'fixed' as const,
    modifierValue: 0,
    bonusMode: 'disabled' as const,
    status: 'active' as const,
  }))
  .state('manual', (mode) => {
    mode.type = 'manual'
    mode.provider = 'manual'
    mode.manualPaymentInfo = 'Chèque remis au client.'
  })
  .build()

/** The store drop-off circuit of a client (pass `accountId`); merge another `code` and `deposit`. */
export const CircuitFactory = factory
  .define(Circuit, () => ({
    code: 'store_drop' as const,
    name: 'Magasin – dépôt au comptoir',
    description: 'Dépôt au comptoir du magasin.',
    channel: 'store' as const,
    deposit: 'drop' as const,
    eligibleCountries: ['FR', 'BE'],
    transferOrderNumberOfCopy: 1,
    depositBonus: 0,
    status: 'active' as const,
  }))
  .state('webPost', (circuit) => {
    circuit.code = 'web_post'
    circuit.name = 'Web – envoi par La Poste'
    circuit.channel = 'web'
    circuit.deposit = 'post'
  })
  .relation('paymentModes', () => PaymentModeFactory)
  .build()

/** A postal shipping method of a client's web channel (pass `accountId`). */
export const ShippingMethodFactory = factory
  .define(ShippingMethod, () => ({
    channel: 'web' as const,
    type: 'colissimo',
    deposits: ['post' as const],
    description: 'Colissimo, étiquette prépayée',
    modifierType: 'fixed' as const,
    modifierValue: 0,
    countries: ['FR', 'BE'],
    status: 'active' as const,
  }))
  .relation('paymentModes', () => PaymentModeFactory)
  .build()

/** A plain (not native) stock of a client's workshop (pass `accountId` and `warehouseId`). */
export const StockFactory = factory
  .define(Stock, ({ faker }) => ({
    name: `Stock ${faker.string.alphanumeric(8)}`,
    identifier: faker.string.alphanumeric(8).toUpperCase(),
    location: `Allée ${faker.number.int({ min: 1, max: 40 })}`,
    nativeKind: null,
  }))
  .build()
