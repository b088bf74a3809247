import vine from '@vinejs/vine'
import { iban } from '#validators/identifiers'

/** Part 2 §9: the information of a manual payment marked as paid, up to 255 characters. */
export const markAsPaidValidator = vine.compile(
  vine.object({
    info: vine.string().trim().maxLength(255).nullable().optional(),
    version: vine.number().withoutDecimals().positive().optional(),
  })
)

export const relaunchManyValidator = vine.compile(
  vine.object({ ids: vine.array(vine.number().withoutDecimals().positive()).minLength(1).maxLength(500) })
)

/** The storefront form of a transfer without IBAN. */
export const ibanValidator = vine.compile(
  vine.object({ iban: iban(), holder: vine.string().trim().minLength(2).maxLength(140) })
)
