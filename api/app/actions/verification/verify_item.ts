import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Product from '#models/product'
import BusinessError from '#exceptions/business_error'
import { COMPLETION_EVENTS, type QuarantineReason, type VerificationResult } from '#domain/verification'
import { imeiMatchesTac } from '#domain/identifiers'
import { fire, lostTheRace } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { moveToNativeStock } from '#services/native_stocks'
import { enqueue } from '#services/jobs/queue'
import { initiatePayment } from '#services/payments/payments'
import { controlledPrice, questionsFor, type ControlledPrice } from '#services/verification/controlled_price'
import { VERIFIABLE_STATUSES, refuseWhileProposalPending, visibleItem } from '#services/verification/lookup'
import { sendProposal } from '#actions/litigation/litigation'
import type { Actor } from '#services/actor'
import type { NativeStock } from '#models/stock'
import { changedRows } from '#services/raw_rows'

/** What the summary step submits (validators/verification.ts). */
export interface VerificationFields {
  version: number
  productId: string
  imei?: string | null
  serialNumber?: string | null
  answers?: number[]
  photoIds?: number[]
  comment?: string | null
  quarantine?: { reason: QuarantineReason } | null
}

export interface VerifyOptions {
  language: string
  /** The web file check: the item is received (checked in) in the same transaction. */
  receive?: boolean
  /** Field errors in the caller's language. */
  t: (key: string, args?: Record<string, unknown>) => string
}

/** A field error shaped like VineJS's (`{ errors: { field: message } }`, the API's 422). */
const fieldError = (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR({ [field]: message })

/** The client's settings for the warehouse comment (part 1 §3 "Organization root details"). */
export async function commentSettings(accountId: number) {
  const account = await Account.query().where('id', accountId).preload('rootDetail').firstOrFail()
  return {
    commentMandatory: Boolean(account.rootDetail?.isWarehouseCommentMandatory),
    commentShared: Boolean(account.rootDetail?.isWarehouseCommentSharedToClient),
    currency: account.currency ?? 'EUR',
  }
}

/** The checks that need the product and the settings, before anything is written. */
async function checkFields(buyback: Buyback, fields: VerificationFields, options: VerifyOptions) {
  const settings = await commentSettings(buyback.accountId)
  const comment = fields.comment?.trim() || null
  if (settings.commentMandatory && !comment) {
    throw fieldError('comment', options.t('validator.shared.messages.warehouseCommentRequired'))
  }
  const { product } = await questionsFor(buyback, fields.productId, options.language)
  if (product.isCollectingImei && !fields.imei && !fields.quarantine) {
    throw fieldError('imei', options.t('validator.shared.messages.imeiRequired'))
  }
  let priced: ControlledPrice | null = null
  if (!fields.quarantine) {
    priced = await controlledPrice(
      buyback,
      { productId: fields.productId, answers: fields.answers ?? [] },
      options.language
    )
  }
  return {
    settings,
    comment,
    priced,
    tacMatch: fields.imei ? imeiMatchesTac(fields.imei, product.tacCodes) : null,
  }
}

/** The stock an item goes to after its verification; a proposal leaves it where it waits. */
const STOCK_AFTER: Record<VerificationResult, NativeStock | null> = {
  completed: 'to_refurbish',
  completed_by_price: 'to_refurbish',
  completed_with_absorption: 'to_refurbish',
  litigation: null,
  quarantine: 'in_quarantine',
}

/** The item's photos named by the operator, still free, become the verification's evidence. */
async function attachPhotos(
  trx: TransactionClientContract,
  itemId: number,
  verificationId: number,
  ids: number[]
) {
  if (!ids.length) return
  const attached = await trx
    .from('item_photos')
    .where('item_id', itemId)
    .whereNull('verification_id')
    .whereIn('id', ids)
    .update({ verification_id: verificationId })
  if (changedRows(attached) !== new Set(ids).size) {
    throw new BusinessError('verification_photo_unknown', 422)
  }
}

/**
 * The item's photos left free once the verification is recorded were uploaded in a session that was never
 * submitted: they belong to no verification and are dropped, so that none reaches a customer later.
 * Returns their file keys, deleted from the drive once the transaction has committed.
 */
async function dropFreePhotos(trx: TransactionClientContract, itemId: number) {
  const free = await trx.from('item_photos').where('item_id', itemId).whereNull('verification_id')
  if (!free.length) return []
  await trx
    .from('item_photos')
    .whereIn(
      'id',
      free.map((row) => row.id)
    )
    .delete()
  return free.map((row) => String(row.file_key))
}

/**
 * `POST /api/items/{id}/verification` (issue 16, DESIGN.md §3-§4): the operator's controlled product,
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
      record(trx, actor, itemId, fields, checked, options)
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

async function record(
  trx: TransactionClientContract,
  actor: Actor,
  itemId: number,
  fields: VerificationFields,
  checked: Awaited<ReturnType<typeof checkFields>>,
  options: VerifyOptions
) {
  // Read again inside the transaction: the checks above may have raced another operator.
  const item = await Item.findOrFail(itemId, { client: trx })
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
  } else {
    await fire(trx, COMPLETION_EVENTS[outcome], { buyback, item }, by, comment)
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
  }
  if (Object.keys(buybackChanges).length) {
    await trx.from('buybacks').where('id', buyback.id).update(buybackChanges)
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
