import vine from '@vinejs/vine'
import { email, password } from '#validators/rules'

/** Part 2 §5 "Lost password": a valid e-mail. */
export const passwordRenewalValidator = vine.compile(vine.object({ email: email() }))

/**
 * Part 2 §5 "Password": the shared rules and the matching repeat. EULA and privacy are checked in the
 * controller against the link (required only when the link creates the password).
 */
export const newPasswordValidator = vine.compile(
  vine.object({
    password: password(),
    eulaAccepted: vine.boolean().optional(),
    privacyAccepted: vine.boolean().optional(),
  })
)
