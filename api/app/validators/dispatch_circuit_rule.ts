import vine from '@vinejs/vine'
import { INSTRUCTION_TYPES } from '#domain/circuits'
import { noMarkupRule } from '#validators/rules'

/**
 * A dispatch circuit rule (part 1 §3): which circuit serves which categories, with its own description
 * (≤ 500, no markup, as a circuit's), terms, highlighted instruction, countries and at most 6 instructions.
 */
export const dispatchCircuitRuleValidator = vine.compile(
  vine.object({
    circuitId: vine.number().withoutDecimals(),
    description: vine.string().trim().maxLength(500).use(noMarkupRule()).nullable().optional(),
    terms: vine.string().trim().maxLength(5000).nullable().optional(),
    traceabilityEnabled: vine.boolean().optional(),
    status: vine.enum(['enabled', 'disabled'] as const).optional(),
    highlightedInstruction: vine.string().trim().maxLength(255).nullable().optional(),
    categoryIds: vine.array(vine.number().withoutDecimals()).minLength(1),
    eligibleCountries: vine
      .array(
        vine
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/)
      )
      .minLength(1),
    instructions: vine
      .array(
        vine.object({
          label: vine.string().trim().minLength(1).maxLength(150),
          type: vine.enum(INSTRUCTION_TYPES),
        })
      )
      .maxLength(6)
      .optional(),
  })
)
