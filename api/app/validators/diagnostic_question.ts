import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { GRADE_CAPS } from '#domain/pricing'
import { QUARANTINE_REASONS } from '#domain/verification'
import { text } from '#validators/rules'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'

/**
 * Part 2 §5 "Questions": a title (2 to 255) and a how-to-test description (at most 3000), at least two
 * answers, each with a name (2 to 255), a description, a grade cap and a price impact in cents. Texts are
 * written in the four languages; French is required, the others fall back to it.
 */
const other = (bounds: { min: number; max: number }) => text(bounds).nullable().optional()
const name = (bounds: { min: number; max: number }) =>
  vine.object({ fr: text(bounds), en: other(bounds), nl: other(bounds), de: other(bounds) })

const longText = () => vine.string().trim().maxLength(BOUNDS.questionDescription.max).nullable().optional()
const description = () =>
  vine.object({ fr: longText(), en: longText(), nl: longText(), de: longText() }).nullable().optional()

const fields = {
  title: name(BOUNDS.questionTitle),
  howToTest: description(),
  status: vine.enum(['active', 'inactive'] as const).optional(),
  answers: vine
    .array(
      vine.object({
        id: vine.number().withoutDecimals().optional(),
        name: name(BOUNDS.text),
        description: description(),
        gradeCap: vine.enum(GRADE_CAPS),
        priceImpact: vine
          .number()
          .withoutDecimals()
          .range([BOUNDS.answerPriceImpact.min, BOUNDS.answerPriceImpact.max]),
        quarantineReason: vine.enum(QUARANTINE_REASONS).nullable().optional(),
      })
    )
    .minLength(BOUNDS.questionAnswers.min),
}

export const createQuestionValidator = vine.compile(
  vine.object({ categoryId: vine.number().withoutDecimals(), ...fields })
)
export const updateQuestionValidator = vine.compile(vine.object(fields))

export const reorderQuestionsValidator = vine.compile(
  vine.object({ ids: vine.array(vine.number().withoutDecimals()).minLength(1).distinct() })
)

export const estimatePreviewValidator = vine.compile(
  vine.object({
    productId: vine.string().trim(),
    answers: vine.array(vine.number().withoutDecimals()).minLength(1).distinct(),
  })
)

/** Messages keyed by the index of the answer ("answers.1.name.fr"), for the fields of an array form. */
export const questionValidationOptions = indexedFieldErrors
