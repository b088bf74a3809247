import vine from '@vinejs/vine'
import { PACKAGE_NUMBER_MAX } from '#validators/checkin'

/** A scanned item or buy-back number (8 or 13 characters usually); what it names, the lookup decides. */
const code = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(PACKAGE_NUMBER_MAX)
    .regex(/^[A-Za-z0-9-]+$/)

export const expeditionCodeValidator = vine.compile(vine.object({ code: code() }))

export const closePackageValidator = vine.compile(
  vine.object({ version: vine.number().withoutDecimals().positive().optional() })
)
