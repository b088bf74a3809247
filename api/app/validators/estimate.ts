import vine from '@vinejs/vine'
import { imei } from '#validators/identifiers'

/** The estimate request of the diag tunnel and the store wizard: a product, answers, the IMEI if collected. */
export const estimateValidator = vine.compile(
  vine.object({
    productId: vine.string().trim().uuid(),
    answers: vine.array(vine.number().withoutDecimals().positive()).distinct(),
    imei: imei().optional(),
    country: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
)
