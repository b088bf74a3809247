import vine from '@vinejs/vine'

/** The client whose access is read or changed (`/configuration/{organizationId}/sftp`); else the caller's. */
export const sftpTargetValidator = vine.compile(
  vine.object({
    organizationId: vine
      .string()
      .regex(/^(account|\d{1,10})$/)
      .optional(),
  })
)
