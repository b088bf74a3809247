import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ShippingMethod from '#models/shipping_method'
import type PaymentMode from '#models/payment_mode'

/** How parcels reach the workshops (Colissimo, pickup, relay point, the store's grouped parcel), each with every payment mode. */
export async function seedShipping(trx: TransactionClientContract, accountId: number, modes: PaymentMode[]) {
  const shipping = await ShippingMethod.createMany(
    [
      {
        channel: 'web',
        type: 'colissimo',
        deposits: ['post'],
        description: 'Colissimo, étiquette prépayée',
        modifierType: 'fixed',
        modifierValue: 0,
      },
      {
        channel: 'web',
        type: 'chronopost_pickup',
        deposits: ['collect'],
        description: 'Enlèvement à domicile Chronopost',
        modifierType: 'fixed',
        modifierValue: -500,
      },
      {
        channel: 'web',
        type: 'relay_point',
        deposits: ['drop_label'],
        description: 'Dépôt en point relais',
        modifierType: 'percentage',
        modifierValue: -2,
        modifierCappedAmount: 400,
      },
      {
        channel: 'store',
        type: 'store_parcel',
        deposits: ['collect', 'drop_label', 'post'],
        description: 'Colis groupé du magasin vers l’atelier',
        modifierType: 'fixed',
        modifierValue: 0,
      },
    ].map((method) => ({
      ...method,
      accountId,
      countries: ['FR', 'BE'],
      status: 'active' as const,
    })) as Partial<ShippingMethod>[],
    { client: trx }
  )
  for (const method of shipping)
    await method.related('paymentModes').attach(
      modes.map((mode) => mode.id),
      trx
    )
  return shipping
}
