import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import BusinessError from '#exceptions/business_error'
import { movePayment } from '#actions/payments/shared'
import { visibleSepaFiles } from '#services/payments/sepa'
import type { Actor } from '#services/actor'

/** The bank executed the file: its payments are completed, in one transaction. */
export async function confirmSepaFile(actor: Actor, fileId: number) {
  const file = await visibleSepaFiles(actor).where('id', fileId).firstOrFail()
  if (file.confirmedAt) throw new BusinessError('sepa_file_already_confirmed', 409)
  await db.transaction(async (trx) => {
    const payments = await Payment.query({ client: trx })
      .where('sepa_file_id', file.id)
      .where('status', 'awaiting_payment')
    const at = DateTime.utc().toSQL({ includeOffset: false })
    for (const payment of payments) {
      const buyback = await Buyback.findOrFail(payment.buybackId, { client: trx })
      await movePayment(trx, payment, buyback, 'payment_succeeded', { paid_at: at }, file.messageId)
    }
    file.useTransaction(trx)
    await file.merge({ confirmedAt: DateTime.utc(), confirmedBy: actor.user.id }).save()
  })
  return file
}
