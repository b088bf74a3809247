import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'

/** The account of the stock, and on update the stock itself (its name stays unique in the account). */
export interface StockMeta {
  accountId: number
  stockId?: number
}

/** Part 2 §5 "Stock and refurb": name at most 255 characters, unique ("name already taken"). */
export const stockValidator = vine.compile(
  vine.object({
    name: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(BOUNDS.stockName.max)
      .unique(async (db, value, field: FieldContext) => {
        const { accountId, stockId } = field.meta as StockMeta
        const query = db.from('stocks').where('account_id', accountId).where('name', value)
        if (stockId) query.whereNot('id', stockId)
        return !(await query.first())
      }),
    warehouseId: vine.number().withoutDecimals().nullable().optional(),
    location: vine.string().trim().maxLength(BOUNDS.stockName.max).nullable().optional(),
    identifier: vine.string().trim().maxLength(64).nullable().optional(),
  })
)
