import vine from '@vinejs/vine'

/** `GET /api/dashboard-data`: an ISO week (2026-W47) or a day of it; `fileNameFormats[]` of part 2 §7 is ignored. */
export const dashboardQueryValidator = vine.compile(
  vine.object({
    week: vine
      .string()
      .trim()
      .regex(/^(\d{4}-W\d{2}|\d{4}-\d{2}-\d{2})$/)
      .optional(),
  })
)
