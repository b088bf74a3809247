import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { MODIFIER_TYPES } from '#domain/pricing'
import { BONUS_MODES, PAYMENT_TYPES, bonusValueFault, capSignWrong } from '#domain/payment_modes'
import { status, text } from '#validators/rules'
import { iban } from '#validators/identifiers'

/** At most `lines` lines (part 2 §5: long description ≤ 800 characters and ≤ 15 lines). */
const maxLinesRule = vine.createRule((value: unknown, lines: number, field: FieldContext) => {
  if (typeof value === 'string' && value.split(/\r\n|\r|\n/).length > lines) {
    field.report('At most {{ max }} lines', 'maxLines', field, { max: lines })
  }
})

/** Part 2 §5 "Payment modes": the bonus value and its cap (#domain/payment_modes). */
const bonusValueRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'number' || !field.isValid) return
  const fault = bonusValueFault(field.parent?.bonusMode, value)
  const { min, max } = BOUNDS.bonusPercentage
  if (fault === 'bonusPercentage') {
    field.report('Whole number from {{ min }} to {{ max }}, not 0', fault, field, { min, max })
  }
  if (fault === 'bonusAmount') field.report('Whole number other than 0', fault, field)
})

const bonusCapRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (capSignWrong(value as number, field.parent?.bonusValue)) {
    field.report('Same sign as the bonus', 'bonusCapSign', field)
  }
})

/**
 * A payment or shipping modifier (DESIGN.md §3): fixed cents or a percentage, with an optional cap; absent
 * (null) when the mode changes no price, stored as `NO_MODIFIER`.
 */
export const modifier = () =>
  vine
    .object({
      type: vine.enum(MODIFIER_TYPES),
      value: vine.number().withoutDecimals(),
      cappedAmount: vine.number().withoutDecimals().min(0).nullable().optional(),
    })
    .nullable()
    .optional()

export const NO_MODIFIER = { type: 'fixed', value: 0, cappedAmount: null } as const

export const paymentModeValidator = vine.compile(
  vine.object({
    provider: text({ min: 2, max: 64 }),
    type: vine.enum(PAYMENT_TYPES),
    label: text(BOUNDS.paymentLabel),
    description: text(BOUNDS.paymentDescription),
    longDescription: vine
      .string()
      .maxLength(BOUNDS.paymentLongDescription.max)
      .use(maxLinesRule(BOUNDS.paymentLongDescription.lines))
      .nullable()
      .optional(),
    mailContent: vine.string().trim().maxLength(BOUNDS.paymentMailContent.max).nullable().optional(),
    modifier: modifier(),
    iban: iban().nullable().optional(),
    bonusMode: vine.enum(BONUS_MODES),
    bonusValue: vine
      .number()
      .use(bonusValueRule())
      .optional()
      .requiredWhen('bonusMode', 'in', ['percentage', 'amount']),
    bonusCap: vine.number().withoutDecimals().use(bonusCapRule()).nullable().optional(),
    manualPaymentInfo: vine.string().trim().maxLength(BOUNDS.manualPaymentInfo.max).nullable().optional(),
    status: status().optional(),
  })
)
