import { BUYBACK_REFERENCE } from '#models/buyback'
import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { email, text } from '#validators/rules'
import {
  iban,
  imei,
  nationalIdentificationNumber,
  nationalIdentificationType,
  phone,
  zipCode,
} from '#validators/identifiers'

/** Part 1 §3 "Customer" as the customer-information step sends it; part 2 §5 for the bounds. */
const customer = () =>
  vine.object({
    firstname: text(),
    lastname: text(),
    email: email(),
    phone: phone(),
    street: text(BOUNDS.address),
    streetComplement: vine.string().trim().maxLength(BOUNDS.address.max).optional(),
    zipCode: zipCode('country'),
    city: text(BOUNDS.city),
    country: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
    /** Required by the action when a chosen payment mode pays by bank transfer. */
    iban: iban().optional(),
    /** Required by the action when the client asks for the identity document. */
    identity: vine
      .object({
        type: nationalIdentificationType(),
        number: nationalIdentificationNumber('type'),
        authority: text(),
        deliveryDate: vine.date({ formats: ['YYYY-MM-DD'] }).beforeOrEqual('today'),
      })
      .optional(),
  })

/**
 * `POST /api/carts`: the buy-backs of the cart as the tunnel built them (the server prices them again) with
 * the chosen options, the customer, the terms, and a key the client keeps for the submission so that a
 * second submit answers the same cart.
 */
export const cartValidator = vine.compile(
  vine.object({
    idempotencyKey: vine
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/),
    // The pre-declared buy-back the tunnel completes, by its random reference (models/buyback.ts).
    predeclaredReference: vine.string().trim().regex(BUYBACK_REFERENCE).optional(),
    termsAccepted: vine.accepted(),
    buybacks: vine
      .array(
        vine.object({
          productId: vine.string().trim().uuid(),
          answers: vine.array(vine.number().withoutDecimals().positive()).distinct(),
          imei: imei().optional(),
          transportModeId: vine
            .string()
            .trim()
            .regex(/^\d+(-\d+)?$/),
          paymentModeId: vine.number().withoutDecimals().positive(),
          bonusAccepted: vine.boolean().optional(),
        })
      )
      .minLength(1),
    customer: customer(),
  })
)
