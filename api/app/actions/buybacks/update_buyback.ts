import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import { claimEdit } from '#services/concurrency'
import { isEditable } from '#services/buyback_actions'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

export interface BuybackEdits {
  imei?: string | null
  serialNumber?: string | null
  externalCode?: string | null
  comment?: string | null
  version?: number
}

/**
 * The fields of a buy-back the back office may correct while it is on its way (IMEI, serial number, the
 * retailer's own code and the comment): never prices, statuses or the customer's declaration. A form loaded
 * before someone else's change is refused (`conflict`); the audit log keeps every change.
 */
export async function updateBuyback(actor: Actor, buybackId: number, fields: BuybackEdits) {
  return db.transaction(async (trx) => {
    const buyback = await Buyback.query({ client: trx }).where('id', buybackId).firstOrFail()
    await bouncerOf(actor).with('BuybackPolicy').authorize('correct', buyback)
    if (!isEditable(buyback.status)) throw new BusinessError('buyback_not_editable', 409)
    claimEdit(buyback, fields.version)
    buyback.merge({
      imei: fields.imei,
      serialNumber: fields.serialNumber,
      externalCode: fields.externalCode,
      comment: fields.comment,
    })
    await buyback.save()
    return buyback
  })
}
