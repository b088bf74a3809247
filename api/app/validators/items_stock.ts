import vine from '@vinejs/vine'

/** `POST /api/items-stock/:id/move`: the stock to move to, under the item's version. */
export const moveValidator = vine.compile(
  vine.object({
    stockId: vine.number().withoutDecimals().positive(),
    version: vine.number().withoutDecimals().positive(),
  })
)
