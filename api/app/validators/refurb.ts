import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { ERASURE_METHODS } from '#domain/refurb_steps'

/**
 * The refurb diagnosis and the item refurb step actions (part 2 §5 "Stock and refurb"). Every
 * write carries the `version` of the row it was read with: a stale one is refused with 409, never applied.
 */
const id = () => vine.number().withoutDecimals().positive()
const version = () => vine.number().withoutDecimals().positive()
const { maxAnswers, maxSteps } = BOUNDS.refurbDiagnosis

/** `?answers=1,2&steps=3` or `?answers=1&answers=2`: the ids of a list given in a query string. */
export const diagnosisQueryValidator = vine.compile(
  vine.object({
    answers: vine.array(id()).maxLength(maxAnswers),
    steps: vine.array(id()).maxLength(maxSteps).optional(),
  })
)

export function idsOfQuery(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined
  return ([] as unknown[])
    .concat(value)
    .flatMap((one) => String(one).split(','))
    .map((one) => one.trim())
    .filter(Boolean)
}

/** `POST /api/items/{id}/refurb-diagnosis`: the item's version, the answers, the steps chosen, the stock. */
export const diagnosisValidator = vine.compile(
  vine.object({
    version: version(),
    answers: vine.array(id()).maxLength(maxAnswers).distinct(),
    steps: vine.array(id()).maxLength(maxSteps).distinct(),
    stockId: id(),
  })
)
export type DiagnosisFields = Infer<typeof diagnosisValidator>

/** `POST /api/items/{id}/refurb-steps`: the item's version and the refurb step planned. */
export const planStepValidator = vine.compile(vine.object({ version: version(), refurbStepId: id() }))

const comment = () => vine.string().trim().maxLength(BOUNDS.refurbText.max)

/** The body of each step action (the step's version it was read with, and what the action asks). */
export const stepActionValidators = {
  start: vine.compile(vine.object({ version: version(), stockId: id() })),
  pause: vine.compile(vine.object({ version: version() })),
  resume: vine.compile(vine.object({ version: version() })),
  complete: vine.compile(
    vine.object({
      version: version(),
      stockId: id(),
      comment: comment().optional().nullable(),
      erasure: vine
        .object({
          method: vine.enum(ERASURE_METHODS),
          tool: vine
            .string()
            .trim()
            .minLength(BOUNDS.erasureReference.min)
            .maxLength(BOUNDS.erasureReference.max),
          reference: vine
            .string()
            .trim()
            .minLength(BOUNDS.erasureReference.min)
            .maxLength(BOUNDS.erasureReference.max),
        })
        .optional()
        .nullable(),
    })
  ),
  cancel: vine.compile(vine.object({ version: version(), reason: comment().minLength(1) })),
}

export interface StepActionFields {
  version: number
  stockId?: number
  comment?: string | null
  reason?: string
  erasure?: { method: (typeof ERASURE_METHODS)[number]; tool: string; reference: string } | null
}

/** `POST /api/items/{id}/refurb-steps/validate`: the item's version; the stock, else "refurb completed". */
export const validateRefurbValidator = vine.compile(
  vine.object({ version: version(), stockId: id().optional().nullable() })
)
