import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { connectorKind } from '#services/connectors/kinds'
import { SENDCLOUD_KIND } from '#services/carriers/carriers'
import type { PaymentType } from '#domain/payment_modes'

/** The embedded sandbox providers (DESIGN.md §7), one per payment type, and the manual payment. */
const BUILT_IN_PROVIDERS: { value: string; type: PaymentType; sandbox: boolean }[] = [
  { value: 'sandbox-bank', type: 'bank_transfer', sandbox: true },
  { value: 'sandbox-payout', type: 'no_iban_transfer', sandbox: true },
  { value: 'sandbox-giftcard', type: 'gift_card', sandbox: true },
  { value: 'sandbox-voucher', type: 'voucher', sandbox: true },
  { value: 'manual', type: 'manual', sandbox: false },
]

/** The payment type a payment connector kind pays with (none: any type it adapts). */
const TYPE_OF_KIND: Record<string, PaymentType | undefined> = {
  bank_payment: 'bank_transfer',
  gift_card: 'gift_card',
  gift_card_alt: 'gift_card',
  voucher: 'voucher',
}

const activeConfigurations = (accountId: number) =>
  db
    .from('connector_configurations')
    .where({ account_id: accountId, active: true })
    .orderBy('name')
    .select('connector', 'name')

/**
 * The providers a payment mode of the account may name (`GET /api/payment-modes/providers`): the embedded
 * sandboxes, labelled as such, then the account's active payment connector configurations.
 */
export async function paymentProviderChoices(accountId: number, i18n: I18n) {
  const configured = (await activeConfigurations(accountId))
    .map((row) => ({ row, kind: connectorKind(row.connector) }))
    .filter(({ kind }) => kind?.type === 'payment_mode')
    .map(({ row, kind }) => ({
      value: row.connector as string,
      label: row.name as string,
      sandbox: kind!.sandbox,
      type: TYPE_OF_KIND[row.connector],
    }))
  const builtIn = BUILT_IN_PROVIDERS.map((one) => ({
    ...one,
    label: i18n.t(`connectors.choices.${one.value}`),
  }))
  return [...builtIn, ...configured.filter((one) => !builtIn.some((b) => b.value === one.value))]
}

/**
 * The types a transport mode of the account may name (`GET /api/shipping-methods/types`): the sandbox
 * carrier, Sendcloud once the account has an active configuration of it, and the types its modes already
 * use (kept selectable on their forms).
 */
export async function shippingTypeChoices(accountId: number, i18n: I18n) {
  const choices = [{ value: 'sandbox', label: i18n.t('connectors.choices.sandbox'), sandbox: true }]
  const configured = await activeConfigurations(accountId)
  if (configured.some((row) => row.connector === SENDCLOUD_KIND)) {
    choices.push({ value: SENDCLOUD_KIND, label: i18n.t('connectors.choices.sendcloud'), sandbox: false })
  }
  const used = await db
    .from('shipping_methods')
    .where('account_id', accountId)
    .distinct('type')
    .orderBy('type')
  for (const { type } of used) {
    if (!choices.some((one) => one.value === type)) choices.push({ value: type, label: type, sandbox: false })
  }
  return choices
}
