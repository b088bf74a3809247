import type { HttpContext } from '@adonisjs/core/http'
import { releaseValidator } from '#validators/quarantine'
import { itemReturnLabel } from '#actions/quarantine/book_return_label'
import { queueQuarantineMail } from '#actions/quarantine/send_quarantine_mail'
import { releaseFromQuarantine } from '#actions/quarantine/release_from_quarantine'
import { releaseStocks } from '#actions/quarantine/shared'
import { sendFile } from '#services/stored_files'
import { bouncerOf } from '#policies/main'
import { quarantineList, visibleItem } from '#queries/quarantine/list'
import { presentQuarantineRows, presentReleased } from '#presenters/quarantine_item'

/**
 * `/buybacksQuarantine` (part 1 §2): the items a workshop holds in quarantine, filtered by buy-back and
 * status; release with confirmation to another stock from a ready-from date, the return label, and the
 * quarantine mail sent again. Who may do each is QuarantinePolicy's, asked here once.
 */
export default class QuarantineController {
  async index(ctx: HttpContext) {
    return presentQuarantineRows(ctx, await quarantineList(ctx))
  }

  /** GET /api/quarantine/:id/stocks: where this item may be released to. */
  async stocks({ params, actor }: HttpContext) {
    const stocks = await releaseStocks(await visibleItem(actor, params.id))
    return stocks.map((stock) => ({ id: stock.id, name: stock.name, nativeKind: stock.nativeKind }))
  }

  /** POST /api/quarantine/:id/release */
  async release({ params, request, actor }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const fields = await request.validateUsing(releaseValidator)
    await bouncerOf(actor).with('QuarantinePolicy').authorize('release', item)
    const released = await releaseFromQuarantine(actor, item, fields)
    return presentReleased(released.item, released.stock)
  }

  /** POST /api/quarantine/:id/mail: 202, the mail is queued. */
  async mail({ params, actor, response }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    await bouncerOf(actor).with('QuarantinePolicy').authorize('sendMail', item)
    await queueQuarantineMail(actor, item)
    return response.status(202).send({ queued: true })
  }

  /** POST /api/quarantine/:id/return-label: the label as a PDF download. */
  async returnLabel({ params, actor, response }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    await bouncerOf(actor).with('QuarantinePolicy').authorize('bookReturnLabel', item)
    return sendFile(response, {
      body: await itemReturnLabel(actor, item),
      contentType: 'application/pdf',
      fileName: `return-label-${item.identificationNumber}.pdf`,
    })
  }
}
