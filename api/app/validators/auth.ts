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
