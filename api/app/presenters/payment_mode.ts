import type PaymentMode from '#models/payment_mode'
import type { Actor } from '#services/actor'
import { withAccountNames } from '#services/account_names'

/** The IBAN in full for those who may edit payment modes; otherwise its last four characters only. */
const ibanFor = (actor: Actor, iban: string | null) =>
  iban && !actor.can('payment_mode_edit') ? `•••• ${iban.slice(-4)}` : iban

export function presentPaymentMode(mode: PaymentMode, actor: Actor) {
  return {
    id: mode.id,
    updatedAt: mode.updatedAt?.toISO() ?? null,
    version: mode.version,
    accountId: mode.accountId,
    provider: mode.provider,
    type: mode.type,
    label: mode.label,
    description: mode.description,
    longDescription: mode.longDescription,
    mailContent: mode.mailContent,
    modifier: {
      type: mode.modifierType,
      value: mode.modifierValue,
      cappedAmount: mode.modifierCappedAmount,
    },
    iban: ibanFor(actor, mode.iban),
    bonusMode: mode.bonusMode,
    bonusValue: mode.bonusValue,
    bonusCap: mode.bonusCap,
    manualPaymentInfo: mode.manualPaymentInfo,
    status: mode.status,
  }
}

/** The rows of a list, each with its account's name. */
export const presentPaymentModes = (modes: PaymentMode[], actor: Actor) =>
  withAccountNames(modes.map((mode) => presentPaymentMode(mode, actor)))
