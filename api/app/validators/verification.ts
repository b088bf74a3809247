import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { SERIAL_NUMBER_PATTERN } from '#domain/identifiers'
import { QUARANTINE_REASONS } from '#domain/verification'
import { imei } from '#validators/identifiers'

const answers = () => vine.array(vine.number().withoutDecimals().positive()).maxLength(200)

/** The summary step's preview: the product that arrived and one answer per question. */
export const verificationPreviewValidator = vine.compile(
  vine.object({
    productId: vine.string().uuid(),
    answers: answers(),
  })
)

/** `POST /api/items/{id}/verification` and the web file check. */
export const verificationValidator = vine.compile(
  vine.object({
    version: vine.number().withoutDecimals().positive(),
    productId: vine.string().uuid(),
    imei: imei().optional().nullable(),
    serialNumber: vine
      .string()
      .trim()
      .maxLength(BOUNDS.serialNumber.max)
      .regex(SERIAL_NUMBER_PATTERN)
      .optional()
      .nullable(),
    answers: answers().optional(),
    photoIds: vine
      .array(vine.number().withoutDecimals().positive())
      .maxLength(BOUNDS.verificationPhotos.max)
      .distinct()
      .optional(),
    comment: vine.string().trim().maxLength(BOUNDS.warehouseComment.max).optional().nullable(),
    quarantine: vine
      .object({ reason: vine.enum(QUARANTINE_REASONS) })
      .optional()
      .nullable(),
  })
)

/** The verification search: a buy-back number or an item code, checked by the lookup. */
export const verificationCodeValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(32)
      .regex(/^[A-Za-z0-9-]+$/),
  })
)
