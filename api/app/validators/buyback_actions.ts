import vine from '@vinejs/vine'
import { LOST_PLACES } from '#policies/buyback_policy'
import { BOUNDS } from '#domain/bounds'
import { imei, zipCode } from '#validators/identifiers'
import { text } from '#validators/rules'

/** Part 1 §4 "Buyback actions": the item declared lost at the store, in transport or at the workshop. */
export const declareLostValidator = vine.compile(
  vine.object({
    place: vine.enum(LOST_PLACES),
    comment: vine.string().trim().maxLength(255).optional(),
  })
)

/** The fields of a buy-back the back office may correct (part 1 §3 "Buyback"), with the form's `version`. */
export const updateBuybackValidator = vine.compile(
  vine.object({
    imei: imei().nullable().optional(),
    serialNumber: vine.string().trim().maxLength(BOUNDS.serialNumber.max).nullable().optional(),
    externalCode: vine.string().trim().maxLength(64).nullable().optional(),
    comment: vine.string().trim().maxLength(255).nullable().optional(),
    version: vine.number().withoutDecimals().optional(),
  })
)

/**
 * The shipping label booked again after the carrier refused it, with the customer's address as corrected
 * (optional: a refusal of the weight or the service is corrected elsewhere).
 */
export const bookShippingLabelValidator = vine.compile(
  vine.object({
    address: vine
      .object({
        street: text(BOUNDS.address),
        streetComplement: vine.string().trim().maxLength(BOUNDS.address.max).nullable().optional(),
        zipCode: zipCode('country'),
        city: text(BOUNDS.city),
        country: vine
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/),
      })
      .optional(),
  })
)
