import type { PaymentModeTexts } from './fr'

export const paymentModesNl: PaymentModeTexts = {
  name: 'Betaalwijze |||| Betaalwijzen',
  fields: {
    q: 'Zoeken',
    label: 'Naam',
    type: 'Type',
    provider: 'Aanbieder',
    status: 'Status',
    description: 'Beschrijving',
    longDescription: 'Lange beschrijving',
    mailContent: 'Inhoud van de e-mail',
    iban: 'IBAN',
    manualPaymentInfo: 'Informatie handmatige betaling',
    modifier: {
      type: 'Type aanpassing',
      value: 'Waarde aanpassing (cent of %)',
      cappedAmount: 'Plafond aanpassing (cent)',
    },
    bonusMode: 'Bonus / malus',
    bonusValue: 'Bonuswaarde (% of cent)',
    bonusCap: 'Bonusplafond (cent)',
  },
  types: {
    bank_transfer: 'Bankoverschrijving',
    no_iban_transfer: 'Overschrijving zonder IBAN',
    gift_card: 'Cadeaukaart',
    voucher: 'Waardebon',
    manual: 'Handmatige betaling',
  },
  status: {
    active: 'Actief',
    inactive: 'Inactief',
  },
  bonus_modes: {
    disabled: 'Uitgeschakeld',
    percentage: 'Percentage',
    amount: 'Bedrag',
  },
  no_modifier: 'Geen modificator',
  help: {
    modifier_optional: 'Leeg laten als er geen modificator is.',
  },
  modifier_types: {
    fixed: 'Vast bedrag',
    percentage: 'Percentage',
  },
  sections: {
    modifier: 'Aanpassing',
    bonus: 'Bonus of malus',
  },
  alert: {
    create: 'Betaalwijze “%{name}” aangemaakt.',
    edit: 'Betaalwijze “%{name}” opgeslagen.',
  },
  validation: {
    max_lines: 'Hoogstens %{max} regels',
    bonus_value: 'Een geheel getal verschillend van 0 (van %{min} tot %{max} voor een percentage)',
    cap_sign: 'Hetzelfde teken als de bonus',
  },
}
