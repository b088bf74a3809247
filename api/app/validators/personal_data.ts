import vine from '@vinejs/vine'
import { email } from '#validators/rules'

/** A person's request: their e-mail address; the export as JSON (default) or CSV. */
export const personalDataValidator = vine.compile(
  vine.object({
    email: email(),
    format: vine.enum(['json', 'csv'] as const).optional(),
  })
)
