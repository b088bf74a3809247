import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { text } from '#validators/rules'

/**
 * Part 2 §5 "Questions" for refurb diagnosis: title required up to 255, type unique or multiple, at least
 * two answers named 2 to 255 characters, each proposing refurb steps of the account.
 */
export const refurbQuestionValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(BOUNDS.refurbText.max),
    type: vine.enum(['unique', 'multiple'] as const),
    description: vine.string().trim().maxLength(BOUNDS.questionDescription.max).nullable().optional(),
    answers: vine
      .array(
        vine.object({
          id: vine.number().withoutDecimals().optional(),
          name: text(),
          stepIds: vine.array(vine.number().withoutDecimals()).optional(),
        })
      )
      .minLength(2),
  })
)
