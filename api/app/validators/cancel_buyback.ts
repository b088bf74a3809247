import vine from '@vinejs/vine'

/** Part 1 §4 "Buyback actions": cancel with a reason (customer retractation, technical problem, other). */
export const cancelBuybackValidator = vine.compile(
  vine.object({
    reason: vine.enum(['customer_retractation', 'technical_problem', 'other'] as const),
    comment: vine.string().trim().maxLength(255).optional().requiredWhen('reason', '=', 'other'),
    force: vine.boolean().optional(),
  })
)
