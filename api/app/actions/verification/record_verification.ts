import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Product from '#models/product'
import type { NativeStock } from '#models/stock'
import BusinessError from '#exceptions/business_error'
import { COMPLETION_EVENTS, type VerificationResult } from '#domain/verification'
import { fire } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { moveToNativeStock } from '#actions/items_stock/move_to_native_stock'
import { enqueue } from '#services/jobs/queue'
import { initiatePayment } from '#actions/payments/initiate_payment'
import { VERIFIABLE_STATUSES, refuseWhileProposalPending } from '#services/verification/lookup'
import { sendProposal } from '#actions/litigation/send_proposal'
import type { Actor } from '#services/actor'
import type {
  CheckedVerification,
  VerificationFields,
  VerifyOptions,
} from '#actions/verification/check_verification'
import { attachPhotos, dropFreePhotos } from '#actions/verification/evidence_photos'

/** The stock an item goes to after its verification; a proposal leaves it where it waits. */
const STOCK_AFTER: Record<VerificationResult, NativeStock | null> = {
  completed: 'to_refurbish',
  completed_by_price: 'to_refurbish',
  completed_with_absorption: 'to_refurbish',
  litigation: null,
  quarantine: 'in_quarantine',
}

/**
 * Records a checked verification in the caller's transaction: the status moves and their history, the
 * verification row and its photos, what really arrived, the payment's move and the item's stock. Returns the
 * answer and the file keys of the photos dropped, to delete once the transaction has committed.
 */
export async function recordVerification(
  trx: TransactionClientContract,
  actor: Actor,
  itemId: number,
  fields: VerificationFields,
  checked: CheckedVerification,
  options: VerifyOptions
) {
  // Read again inside the transaction, and locked: the checks above may have raced another operator, and
  // the rows written below that refer to the item (verification, history) would otherwise take shared locks
  // on it before this transaction updates it, a deadlock with a second verification doing the same.
  const item = await Item.query({ client: trx }).where('id', itemId).forUpdate().firstOrFail()
  const buyback = await Buyback.findOrFail(item.buybackId, { client: trx })
  if (item.version !== fields.version) throw new BusinessError('conflict', 409)
  const by = { kind: 'user' as const, actor }
  const workshopId = item.warehouseId ?? item.destinationWarehouseId ?? buyback.warehouseId
  if (!workshopId) throw new BusinessError('verification_status_not_eligible', 409)

  if (options.receive) {
    await fire(trx, 'web_file_received', { buyback, item }, by)
    await fire(trx, 'ready_for_tests', { item }, by)
    await moveToNativeStock(trx, item, 'to_be_verified')
  } else if (!VERIFIABLE_STATUSES.includes(item.status)) {
    throw new BusinessError('verification_status_not_eligible', 409)
  }
  await refuseWhileProposalPending(buyback.id, trx)

  const { comment, settings } = checked
  // The operator's quarantine, or an answer that is a lock or blacklist finding (DESIGN.md §7): no price then.
  const quarantineReason = fields.quarantine?.reason ?? checked.priced?.quarantine ?? null
  const priced = quarantineReason ? null : checked.priced
  const outcome: VerificationResult = quarantineReason ? 'quarantine' : priced!.outcome
  const product = await Product.findOrFail(fields.productId, { client: trx })

  if (outcome === 'quarantine') {
    await fire(trx, 'quarantined', { item, buyback }, by, comment)
    await enqueue('quarantine_mail', { itemId: item.id }, { client: trx })
  } else if (outcome === 'litigation') {
    await sendProposal(
      trx,
      buyback,
      item,
      { grade: priced!.controlled.grade, price: priced!.price, comment },
      actor
    )
  }

  const [verificationId] = await trx
    .insertQuery()
    .table('item_verifications')
    .insert({
      item_id: item.id,
      buyback_id: buyback.id,
      user_id: actor.user.id,
      product_id: product.id,
      imei: fields.imei ?? null,
      serial_number: fields.serialNumber ?? null,
      declared_grade: buyback.declaredGrade,
      declared_price: buyback.declaredPrice,
      controlled_grade: priced?.controlled.grade ?? null,
      controlled_price: priced?.controlled.price ?? null,
      absorbed: priced?.absorbed ?? 0,
      outcome,
      quarantine_reason: quarantineReason,
      answers: checked.priced ? JSON.stringify(checked.priced.answers) : null,
      comment,
      comment_shared: settings.commentShared && comment !== null,
      created_at: sqlDateTime(DateTime.now()),
    })
    .returning('id')
  const id = Number(typeof verificationId === 'object' ? verificationId.id : verificationId)
  await attachPhotos(trx, item.id, id, fields.photoIds ?? [])
  const droppedFiles = await dropFreePhotos(trx, item.id)

  // What really arrived: the item carries the product, the buy-back the identifiers and controlled values.
  await trx
    .from('items')
    .where('id', item.id)
    .update({
      product_id: product.id,
      category_id: product.categoryId,
      brand: product.brand,
      model: product.modele,
      name: product.label,
      purchasing_price: priced && outcome !== 'litigation' ? priced.price : null,
    })
  const buybackChanges: Record<string, unknown> = {}
  if (fields.imei) buybackChanges.imei = fields.imei
  if (fields.serialNumber) buybackChanges.serial_number = fields.serialNumber
  if (priced && outcome !== 'litigation') {
    buybackChanges.controlled_grade = priced.controlled.grade
    buybackChanges.controlled_price = priced.controlled.price
    buybackChanges.absorbed_price = priced.absorbed || null
    buybackChanges.validated_price = priced.price
  }
  if (Object.keys(buybackChanges).length) {
    await trx.from('buybacks').where('id', buyback.id).update(buybackChanges)
  }
  // Once the item, identifiers and price are written: the completion enters the purchase register.
  if (outcome !== 'litigation' && outcome !== 'quarantine') {
    await fire(trx, COMPLETION_EVENTS[outcome], { buyback, item }, by, comment)
  }

  const payment =
    priced && outcome !== 'litigation' && outcome !== 'quarantine'
      ? await initiatePayment(trx, buyback, priced.price, by)
      : null
  const stockKind = STOCK_AFTER[outcome]
  const stock = stockKind ? await moveToNativeStock(trx, item, stockKind) : null

  const result = {
    outcome,
    verificationId: id,
    tacMatch: checked.tacMatch,
    buyback: {
      id: buyback.id,
      identificationNumber: buyback.identificationNumber,
      status: buyback.status,
      declaredPrice: buyback.declaredPrice,
      controlledGrade: priced?.controlled.grade ?? null,
      controlledPrice: priced?.controlled.price ?? null,
      validatedPrice: outcome === 'litigation' || outcome === 'quarantine' ? null : priced!.price,
      absorbedPrice: priced?.absorbed || null,
      proposedPrice: outcome === 'litigation' ? priced!.price : null,
    },
    item: { id: item.id, identificationNumber: item.identificationNumber, status: item.status, stock },
    payment: payment ? { status: payment.status, amount: payment.amount } : null,
  }
  return { result, droppedFiles }
}
