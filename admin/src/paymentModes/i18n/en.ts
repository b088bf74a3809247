import type { PaymentModeTexts } from './fr'

export const paymentModesEn: PaymentModeTexts = {
  name: 'Payment mode |||| Payment modes',
  fields: {
    q: 'Search',
    label: 'Name',
    type: 'Type',
    provider: 'Provider',
    status: 'Status',
    description: 'Description',
    longDescription: 'Long description',
    mailContent: 'Mail content',
    iban: 'IBAN',
    manualPaymentInfo: 'Manual payment information',
    modifier: {
      type: 'Modifier type',
      value: 'Modifier value (cents or %)',
      cappedAmount: 'Modifier cap (cents)',
    },
    bonusMode: 'Bonus / malus',
    bonusValue: 'Bonus value (% or cents)',
    bonusCap: 'Bonus cap (cents)',
  },
  types: {
    bank_transfer: 'Bank transfer',
    no_iban_transfer: 'Transfer without IBAN',
    gift_card: 'Gift card',
    voucher: 'Voucher',
    manual: 'Manual payment',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
  },
  bonus_modes: {
    disabled: 'Disabled',
    percentage: 'Percentage',
    amount: 'Amount',
  },
  no_modifier: 'No modifier',
  help: {
    modifier_optional: 'Leave empty when there is no modifier.',
  },
  modifier_types: {
    fixed: 'Fixed amount',
    percentage: 'Percentage',
  },
  sections: {
    modifier: 'Modifier',
    bonus: 'Bonus or malus',
  },
  alert: {
    create: 'Payment mode “%{name}” created.',
    edit: 'Payment mode “%{name}” saved.',
  },
  validation: {
    max_lines: 'At most %{max} lines',
    bonus_value: 'A whole number other than 0 (from %{min} to %{max} for a percentage)',
    cap_sign: 'Same sign as the bonus',
  },
}
