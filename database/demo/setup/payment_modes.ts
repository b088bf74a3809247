import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PaymentMode from '#models/payment_mode'

/** How Demo Retail pays its customers: transfers (with and without IBAN), gift card, voucher, manual. */
export async function seedPaymentModes(trx: TransactionClientContract, accountId: number) {
  return PaymentMode.createMany(
    [
      {
        type: 'bank_transfer',
        provider: 'sandbox-bank',
        label: 'Virement bancaire',
        description: 'Paiement par virement sous 5 jours ouvrés après vérification.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'disabled',
      },
      {
        type: 'no_iban_transfer',
        provider: 'sandbox-payout',
        label: 'Virement sans IBAN',
        description: 'Recevez un lien pour saisir vos coordonnées bancaires en toute sécurité.',
        modifierType: 'fixed',
        modifierValue: -200,
        bonusMode: 'disabled',
      },
      {
        type: 'gift_card',
        provider: 'sandbox-giftcard',
        label: 'Carte cadeau Demo Retail',
        description: 'Une carte cadeau à utiliser dans tous nos magasins, avec un bonus de 10 %.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'percentage',
        bonusValue: 10,
        bonusCap: 5000,
      },
      {
        type: 'voucher',
        provider: 'sandbox-voucher',
        label: 'Bon d’achat',
        description: 'Un bon d’achat immédiat, valable 12 mois en magasin.',
        modifierType: 'percentage',
        modifierValue: 5,
        modifierCappedAmount: 3000,
        bonusMode: 'amount',
        bonusValue: 1000,
        bonusCap: 1000,
      },
      {
        type: 'manual',
        provider: 'manual',
        label: 'Paiement manuel',
        description: 'Paiement enregistré manuellement par le magasin.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'disabled',
        manualPaymentInfo: 'Chèque remis au client par le responsable de magasin.',
      },
    ].map((mode) => ({
      ...mode,
      accountId,
      status: 'active' as const,
    })) as Partial<PaymentMode>[],
    { client: trx }
  )
}
