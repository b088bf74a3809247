import { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type { I18n } from '@adonisjs/i18n'
import { lineTotal } from '#domain/pricing'
import { estimateBuyback } from '#actions/estimates/estimate_buyback'
import type { cartValidator } from '#validators/cart'

/*
 * The lines of a cart priced again on the server (part 1 §4 "Cart"), and what the customer must give for
 * them: createCart checks a cart with these before writing it (write_cart.ts).
 */

export type CartFields = Infer<typeof cartValidator>
type Estimate = Awaited<ReturnType<typeof estimateBuyback>>
type TransportMode = Estimate['transportModes'][number]

export interface CartContext {
  accountId: number
  channel: 'web' | 'store'
  /** The cart's owner: a signed-in user, or a storefront visitor (DESIGN.md §5). */
  userId: number | null
  visitorId?: string | null
  storeId?: number | null
  language: string
  i18n: I18n
}

/** A priced line of the cart: the estimate again, with the options the customer chose. */
export interface Line {
  estimate: Estimate
  transport: TransportMode
  payment: TransportMode['paymentModes'][number]
  bonus: number
  total: number
}

/** A refused field, reported as the validator reports its own. */
export function fieldError(i18n: I18n, field: string, rule: string): never {
  throw new vineErrors.E_VALIDATION_ERROR({ [field]: i18n.t(`validator.shared.messages.${rule}`) })
}

/** Each buy-back of the cart estimated again, with the transport and payment modes it chose. */
export async function priceLines(context: CartContext, fields: CartFields): Promise<Line[]> {
  const lines: Line[] = []
  for (const [index, line] of fields.buybacks.entries()) {
    const estimate = await estimateBuyback({
      accountId: context.accountId,
      channel: context.channel,
      productId: line.productId,
      answerIds: line.answers,
      imei: line.imei,
      country: fields.customer.country,
      language: context.language,
    })
    const transport = estimate.transportModes.find((mode) => mode.id === line.transportModeId)
    if (!transport) fieldError(context.i18n, `buybacks.${index}.transportModeId`, 'transportModeNotOffered')
    const payment = transport.paymentModes.find((mode) => mode.id === line.paymentModeId)
    if (!payment) fieldError(context.i18n, `buybacks.${index}.paymentModeId`, 'paymentModeNotOffered')
    // Declining the bonus step declines the payment bonus only: the circuit's deposit bonus stays.
    const bonus = line.bonusAccepted === false ? payment.depositBonus : payment.bonus
    const total = lineTotal({
      estimate: estimate.estimate,
      paymentModifier: payment.paymentModifier,
      shippingModifier: transport.shippingModifier,
      bonus,
    })
    lines.push({ estimate, transport, payment, bonus, total })
  }
  return lines
}

/** The customer information the chosen options and the client's settings call for. */
export function checkCustomer(
  context: CartContext,
  fields: CartFields,
  lines: Line[],
  identityRequired: boolean
) {
  if (lines.some((line) => line.payment.needsIban) && !fields.customer.iban) {
    fieldError(context.i18n, 'customer.iban', 'ibanRequired')
  }
  if (identityRequired && !fields.customer.identity) {
    fieldError(context.i18n, 'customer.identity.type', 'identityRequired')
  }
}
