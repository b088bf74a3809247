import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'

/** Shared VineJS building blocks; the bounds live in #domain/bounds. */
const lengthBetweenRule = vine.createRule(
  (value: unknown, bounds: { min: number; max: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (value.length < bounds.min || value.length > bounds.max) {
      field.report(
        'The {{ field }} field must be between {{ min }} and {{ max }} characters long',
        'lengthBetween',
        field,
        bounds
      )
    }
  }
)

/** Required text within bounds (default 2 to 255 characters), trimmed. */
export const text = (bounds: { min: number; max: number } = BOUNDS.text) =>
  vine.string().trim().use(lengthBetweenRule(bounds))

export const email = () => vine.string().trim().toLowerCase().maxLength(BOUNDS.email.max).email()

/** Part 2 §5 "Password": at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const password = () =>
  vine
    .string()
    .minLength(BOUNDS.password.min)
    .maxLength(BOUNDS.password.max)
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/)
    .confirmed({ confirmationField: 'passwordConfirmation' })

export const status = () => vine.enum(['active', 'inactive'] as const)

/** Plain text only: no `<` or `>` (descriptions shown as they are typed). */
export const noMarkupRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && /[<>]/.test(value)) {
    field.report('The {{ field }} field cannot contain markup', 'noMarkup', field)
  }
})
