import vine from '@vinejs/vine'

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()

/** `GET /api/purchase-register` and its export: a register (its entity) and a period, both days included. */
const filters = {
  storeId: vine.number().withoutDecimals().positive().optional(),
  from: day(),
  to: day(),
}

export const registerQueryValidator = vine.compile(vine.object(filters))

export const registerExportValidator = vine.compile(
  vine.object({ ...filters, format: vine.enum(['csv', 'pdf'] as const) })
)
