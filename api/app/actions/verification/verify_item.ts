import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { lostTheRace } from '#services/status_transitions'
import { VERIFIABLE_STATUSES, visibleItem } from '#services/verification/lookup'
import type { Actor } from '#services/actor'
import {
  checkFields,
  type VerificationFields,
  type VerifyOptions,
} from '#actions/verification/check_verification'
import { recordVerification } from '#actions/verification/record_verification'

/**
 * `POST /api/items/{id}/verification` (DESIGN.md §3-§4): the operator's controlled product,
 * identifiers, answers, photos and comment decide, through the pricing module, whether the buy-back is
 * completed as declared, by price, with absorption, or goes to its customer as a new proposal; or the item is
 * held in quarantine. The verification row, the status moves with their history, the validated price, the
 * payment's move, the item's stock and the e-mail to send are written in one transaction.
 *
 * The form's `version` is the item's: two operators verifying one item both pass the checks, the status
 * machine's versioned update lets one through, and the other is told the item was verified meanwhile.
 */
export async function verifyItem(
  actor: Actor,
  itemId: number,
  fields: VerificationFields,
  options: VerifyOptions
) {
  const seen = await visibleItem(actor, itemId)
  const buyback = await Buyback.findOrFail(seen.buybackId)
  const checked = await checkFields(buyback, fields, options)
  try {
    const { result, droppedFiles } = await db.transaction((trx) =>
      recordVerification(trx, actor, itemId, fields, checked, options)
    )
    await Promise.all(
      droppedFiles.map((key) =>
        drive
          .use()
          .delete(key)
          .catch(() => undefined)
      )
    )
    return result
  } catch (error) {
    if (!lostTheRace(error)) throw error
    const now = await Item.find(itemId)
    if (now && !VERIFIABLE_STATUSES.includes(now.status) && !options.receive) {
      throw new BusinessError('verification_already_done', 409)
    }
    throw new BusinessError('conflict', 409)
  }
}
