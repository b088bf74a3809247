import type { PaymentModeTexts } from './fr'

export const paymentModesDe: PaymentModeTexts = {
  name: 'Zahlungsart |||| Zahlungsarten',
  fields: {
    q: 'Suchen',
    label: 'Bezeichnung',
    type: 'Typ',
    provider: 'Anbieter',
    status: 'Status',
    description: 'Beschreibung',
    longDescription: 'Lange Beschreibung',
    mailContent: 'Inhalt der E-Mail',
    iban: 'IBAN',
    manualPaymentInfo: 'Angaben zur manuellen Zahlung',
    modifier: {
      type: 'Art des Aufschlags',
      value: 'Wert des Aufschlags (Cent oder %)',
      cappedAmount: 'Obergrenze des Aufschlags (Cent)',
    },
    bonusMode: 'Bonus / Malus',
    bonusValue: 'Bonuswert (% oder Cent)',
    bonusCap: 'Bonusobergrenze (Cent)',
  },
  types: {
    bank_transfer: 'Banküberweisung',
    no_iban_transfer: 'Überweisung ohne IBAN',
    gift_card: 'Geschenkkarte',
    voucher: 'Gutschein',
    manual: 'Manuelle Zahlung',
  },
  status: {
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },
  bonus_modes: {
    disabled: 'Deaktiviert',
    percentage: 'Prozentsatz',
    amount: 'Betrag',
  },
  no_modifier: 'Kein Modifikator',
  help: {
    modifier_optional: 'Leer lassen, wenn es keinen Modifikator gibt.',
  },
  modifier_types: {
    fixed: 'Fester Betrag',
    percentage: 'Prozentsatz',
  },
  sections: {
    modifier: 'Aufschlag',
    bonus: 'Bonus oder Malus',
  },
  alert: {
    create: 'Zahlungsart „%{name}“ angelegt.',
    edit: 'Zahlungsart „%{name}“ gespeichert.',
  },
  validation: {
    max_lines: 'Höchstens %{max} Zeilen',
    bonus_value: 'Eine ganze Zahl ungleich 0 (von %{min} bis %{max} bei einem Prozentsatz)',
    cap_sign: 'Dasselbe Vorzeichen wie der Bonus',
  },
}
