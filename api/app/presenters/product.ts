import type { HttpContext } from '@adonisjs/core/http'
import { presentProductRow, type ProductRow } from '#services/product_presenter'
import { withAccountNames } from '#services/account_names'

/** The list's rows; a super admin's name the client each product belongs to (the client column). */
export const presentProductRows = (ctx: HttpContext, rows: ProductRow[]) =>
  ctx.actor.isSuperAdmin
    ? withAccountNames(rows.map((row) => ({ ...presentProductRow(row), accountId: Number(row.account_id) })))
    : rows.map(presentProductRow)
