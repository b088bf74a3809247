import vine from '@vinejs/vine'
import { MODULES } from '#permissions/names'

export const loginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().maxLength(254),
    password: vine.string().maxLength(128),
  })
)

export const switchModuleValidator = vine.compile(
  vine.object({
    module: vine.enum(MODULES),
  })
)

/** The second form of `POST /api/login` (part 2 §7): an attempt authenticated by the organisation's provider. */
export const openIdLoginValidator = vine.compile(
  vine.object({
    organizationId: vine.number().withoutDecimals().positive(),
    openidSessionId: vine.string().uuid(),
  })
)
