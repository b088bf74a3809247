import vine from '@vinejs/vine'

/** Part 1 §4: releasing from quarantine is confirmed, names the stock it goes to and its ready-from date. */
export const releaseValidator = vine.compile(
  vine.object({
    confirmed: vine.accepted(),
    stockId: vine.number().withoutDecimals().positive(),
    readyFrom: vine.date({ formats: ['YYYY-MM-DD'] }).afterOrEqual('today'),
    comment: vine.string().trim().maxLength(255).optional(),
  })
)
