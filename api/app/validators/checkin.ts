import vine from '@vinejs/vine'

/**
 * What the check-in scan field sends: a buy-back number (13 digits), an item code (8 or 13), a package
 * number (up to the 32 characters of `packages.number`) or a carrier's tracking number (up to the 64 of
 * `transports.tracking_number`). Which one it is, the lookup decides; a code of no kind is refused there as
 * unknown, with the catalogue's message rather than a field error.
 */
export const PACKAGE_NUMBER_MAX = 32
export const CHECKIN_CODE_MAX = 64

export const checkinValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(CHECKIN_CODE_MAX)
      .regex(/^[A-Za-z0-9-]+$/),
  })
)
