import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { PAYMENT_TYPES } from '#models/payment_mode'
import { status, text } from '#validators/rules'
import { iban } from '#validators/identifiers'

/** At most `lines` lines (part 2 §5: long description ≤ 800 characters and ≤ 15 lines). */
const maxLinesRule = vine.createRule((value: unknown, lines: number, field: FieldContext) => {
  if (typeof value === 'string' && value.split(/\r\n|\r|\n/).length > lines) {
    field.report('At most {{ max }} lines', 'maxLines', field, { max: lines })
  }
})

/**
 * Part 2 §5 "Payment modes": a percentage bonus is a whole number from -100 to 100 other than 0; an amount
 * bonus is a whole number of cents other than 0; the cap has the same sign as the bonus.
 */
const bonusValueRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'number' || !field.isValid) return
  const mode = field.parent?.bonusMode
  const { min, max } = BOUNDS.bonusPercentage
  if (mode === 'percentage' && (!Number.isInteger(value) || value === 0 || value < min || value > max)) {
    field.report('Whole number from {{ min }} to {{ max }}, not 0', 'bonusPercentage', field, { min, max })
  }
  if (mode === 'amount' && (!Number.isInteger(value) || value === 0)) {
    field.report('Whole number other than 0', 'bonusAmount', field)
  }
})

const bonusCapRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const bonus = field.parent?.bonusValue
  if (typeof value !== 'number' || typeof bonus !== 'number' || value === 0 || bonus === 0) return
  if (Math.sign(value) !== Math.sign(bonus)) field.report('Same sign as the bonus', 'bonusCapSign', field)
})

/**
 * A payment or shipping modifier (DESIGN.md §3): fixed cents or a percentage, with an optional cap; absent
 * (null) when the mode changes no price, stored as `NO_MODIFIER`.
 */
export const modifier = () =>
  vine
    .object({
      type: vine.enum(['fixed', 'percentage'] as const),
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
    bonusMode: vine.enum(['disabled', 'percentage', 'amount'] as const),
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
