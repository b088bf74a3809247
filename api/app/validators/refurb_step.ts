import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'

/** Part 2 §5 "Stock and refurb": name required up to 255, description up to 255, stock required. */
export const refurbStepValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(BOUNDS.refurbText.max),
    description: vine.string().trim().maxLength(BOUNDS.refurbText.max).nullable().optional(),
    stockId: vine.number().withoutDecimals(),
    status: vine.enum(['active', 'inactive'] as const).optional(),
    /** Completing it on an item requires the erasure method and a certificate reference. */
    dataErasure: vine.boolean().optional(),
    /** Cost per workshop, in cents. */
    costs: vine
      .array(
        vine.object({
          warehouseId: vine.number().withoutDecimals(),
          cost: vine.number().withoutDecimals().min(0),
        })
      )
      .optional(),
  })
)
