import type { HttpContext } from '@adonisjs/core/http'
import { buybackCsv } from '#services/buyback_csv'
import { exportAudienceOf } from '#services/csv/writer'
import { buybackExportRows, buybackList, predeclaredList } from '#queries/buybacks/list'
import { buybackInstructions } from '#queries/buybacks/instructions'
import { presentRow } from '#presenters/buyback_row'
import { buybackFilterOptions } from '#services/buybacks/filter_options'
import { buybackDetails } from '#services/buybacks/details'

/**
 * `/buybacks` and `/buyback/{id}` of the back office (part 1 §2 "Buybacks"): the buy-backs the caller's role
 * may see (DESIGN.md §2), filtered, sorted and paged on the server, exported, and read one by one. The
 * actions on one are in buyback_actions_controller.ts, its documents in buyback_documents_controller.ts.
 */
export default class BuybacksController {
  async index(ctx: HttpContext) {
    return (await buybackList(ctx)).map(presentRow)
  }

  /**
   * `GET /api/buybacks/predeclared`: the pre-declared buy-backs (`predeclared_buyback_access`), with the
   * list's filters, sorts and pages.
   */
  async predeclared(ctx: HttpContext) {
    return (await predeclaredList(ctx)).map(presentRow)
  }

  /**
   * `GET /api/buybacks/export`: the filtered list as CSV, streamed in pages of 1000 (constant memory), in
   * the caller's language; a cell that a spreadsheet would read as a formula is escaped.
   */
  async export(ctx: HttpContext) {
    const { params, query, named } = buybackExportRows(ctx)
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', 'attachment; filename="buybacks.csv"')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.stream(buybackCsv(query, named, ctx.i18n, exportAudienceOf(params, ctx.i18n.locale)))
  }

  /** `GET /api/buybacks/filter-options`: the stores and circuits the caller's list may be filtered on. */
  async filterOptions({ actor }: HttpContext) {
    return buybackFilterOptions(actor)
  }

  /** `GET /api/buybacks/:id`: the information tab, the diagnostic answers and the history timeline. */
  async show({ params, actor, i18n }: HttpContext) {
    return buybackDetails(actor, params.id, i18n.locale)
  }

  /**
   * Part 2 §7 `buybacks/{id}/instructions`: what the circuit of the buy-back asks of whoever hands the product
   * over, in order (the tracking sheet's list), and its category's highlighted instruction.
   */
  async instructions({ params, actor }: HttpContext) {
    return buybackInstructions(actor, params.id)
  }

  /**
   * Part 2 §7 `buybacks/{id}/additional-infos`: what was declared beside the product (identifiers, comment,
   * the diagnosis answers), as the buy-back's details show it to the caller.
   */
  async additionalInfos({ params, actor, i18n }: HttpContext) {
    const details = await buybackDetails(actor, params.id, i18n.locale)
    return {
      buybackId: details.id,
      imei: details.imei,
      serialNumber: details.serialNumber,
      externalCode: details.externalCode,
      comment: details.comment,
      diagnostic: details.diagnostic,
    }
  }
}
