import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import type Buyback from '#models/buyback'
import Product from '#models/product'
import { photoFile, photosOf } from '#services/verification/photos'
import { signedAnswerPath } from '#actions/litigation/shared'
import { breakdownOf } from '#services/litigation/breakdown'

/** The verification that opened the buy-back's proposal, when one did. */
export function litigationVerification(buybackId: number) {
  return db
    .from('item_verifications')
    .where({ buyback_id: buybackId, outcome: 'litigation' })
    .orderBy('id', 'desc')
    .first()
}

/**
 * How the new price is made, in the customer's language (services/litigation/breakdown.ts): the proposal
 * page and its e-mail both present this one breakdown, the verification summary the same lines.
 */
export async function proposalFigures(buyback: Buyback, language: string) {
  const verification = await litigationVerification(buyback.id)
  const productId = verification?.product_id ?? buyback.productId
  const product = productId ? await Product.find(productId) : null
  return {
    verification,
    breakdown: await breakdownOf({
      declared: {
        grade: buyback.declaredGrade,
        price: buyback.declaredPrice ?? 0,
        responses: buyback.declaration?.responses ?? [],
      },
      controlled: {
        grade: buyback.controlledGrade,
        price: buyback.controlledPrice ?? 0,
        answers: verification?.answers ? JSON.parse(verification.answers) : [],
      },
      prices: product?.gradePrices ?? {},
      language,
    }),
  }
}

/**
 * Why the price went down, as the customer's proposal page shows it: the breakdown above; the workshop's
 * comment when the client shares it; the verification's photos (inline: the page holds only the signed
 * link, and the photos are the record's, never public files).
 */
export async function proposalReasons(buyback: Buyback, language: string) {
  const { verification, breakdown } = await proposalFigures(buyback, language)
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const shared = Boolean(account.rootDetail?.isWarehouseCommentSharedToClient)
  const photos = verification ? await photosOf(Number(verification.item_id), Number(verification.id)) : []

  return {
    breakdown,
    comment: shared && verification?.comment ? String(verification.comment) : null,
    photos: await Promise.all(
      photos.map(async (photo) => {
        const { bytes, contentType } = await photoFile(Number(verification.item_id), photo.id)
        return `data:${contentType};base64,${bytes.toString('base64')}`
      })
    ),
  }
}

/** The signatures of both answers, so that one page offers both choices whichever link was followed. */
export function answerSignatures(buybackId: number) {
  const signature = (answer: 'accept' | 'reject') =>
    new URL(signedAnswerPath(buybackId, answer), 'http://x').searchParams.get('signature') ?? ''
  return { accept: signature('accept'), reject: signature('reject') }
}
