import type ShippingMethod from '#models/shipping_method'
import { withAccountNames } from '#services/account_names'

/** A shipping method (transport mode) on the wire, its modifier as one object. */
export function presentShippingMethod(method: ShippingMethod) {
  return {
    id: method.id,
    accountId: method.accountId,
    updatedAt: method.updatedAt?.toISO() ?? null,
    version: method.version,
    channel: method.channel,
    type: method.type,
    description: method.description,
    modifier: {
      type: method.modifierType,
      value: method.modifierValue,
      cappedAmount: method.modifierCappedAmount,
    },
    countries: method.countries,
    deposits: method.deposits,
    paymentModeIds: (method.paymentModes ?? []).map((mode) => mode.id),
    status: method.status,
  }
}

/** The rows of a list, each with its account's name. */
export const presentShippingMethods = (methods: ShippingMethod[]) =>
  withAccountNames(methods.map(presentShippingMethod))
