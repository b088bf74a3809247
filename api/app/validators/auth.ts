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

/** `POST /api/webtoken-with-account-and-ord` (part 2 §7): the address of the storefront page asking. */
export const webTokenValidator = vine.compile(
  vine.object({
    url: vine.string().trim().url({ require_tld: false }).maxLength(2048),
  })
)
