import vine from '@vinejs/vine'
import { INSTRUCTION_TYPES } from '#domain/circuits'
import { noMarkupRule, status, text } from '#validators/rules'

/**
 * Part 2 §5 "Circuit (path)": description at most 500 characters without markup; at most 6 default
 * instructions of 1 to 150 characters, each with its type; deposit bonus a whole number, positive or
 * negative. The pair channel + deposit must be one of the circuits of part 1 §4.
 */
const label = () => vine.string().trim().minLength(1).maxLength(150)

export const circuitValidator = vine.compile(
  vine.object({
    name: text(),
    description: vine.string().trim().maxLength(500).use(noMarkupRule()).nullable().optional(),
    channel: vine.enum(['web', 'store'] as const),
    deposit: vine.enum(['collect', 'drop', 'drop_label', 'post'] as const),
    eligibleCountries: vine
      .array(
        vine
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/)
      )
      .minLength(1),
    paymentModeIds: vine.array(vine.number().withoutDecimals()).optional(),
    transferOrderNumberOfCopy: vine.number().withoutDecimals().range([1, 10]),
    depositBonus: vine.number().withoutDecimals(),
    defaultInstructions: vine
      .array(vine.object({ label: label(), type: vine.enum(INSTRUCTION_TYPES) }))
      .maxLength(6)
      .optional(),
    packingSteps: vine.array(vine.object({ label: label() })).optional(),
    status: status().optional(),
  })
)
