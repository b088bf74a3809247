import vine from '@vinejs/vine'
import { LOST_PLACES } from '#policies/buyback_policy'
import { imei } from '#validators/identifiers'

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
    serialNumber: vine.string().trim().maxLength(64).nullable().optional(),
    externalCode: vine.string().trim().maxLength(64).nullable().optional(),
    comment: vine.string().trim().maxLength(255).nullable().optional(),
    version: vine.number().withoutDecimals().optional(),
  })
)
