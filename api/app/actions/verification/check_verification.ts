import { errors as vineErrors } from '@vinejs/vine'
import Account from '#models/account'
import type Buyback from '#models/buyback'
import type { QuarantineReason } from '#domain/verification'
import { imeiMatchesTac } from '#domain/identifiers'
import { controlledPrice, questionsFor, type ControlledPrice } from '#services/verification/controlled_price'

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
export async function checkFields(buyback: Buyback, fields: VerificationFields, options: VerifyOptions) {
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

/** What the checks found, for the transaction that records the verification. */
export type CheckedVerification = Awaited<ReturnType<typeof checkFields>>
