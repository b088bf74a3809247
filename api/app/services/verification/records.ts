import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { photosOf } from '#services/verification/photos'

/**
 * The verifications of a buy-back's item, newest first, as its details show them: who verified,
 * when, the outcome, the controlled grade and price, what was absorbed, the operator's answers, comment and
 * photos, and the quarantine reason in the reader's language.
 */
export async function verificationsOf(buybackId: number, language: string) {
  const rows = await db
    .from('item_verifications')
    .leftJoin('users', 'users.id', 'item_verifications.user_id')
    .leftJoin('products', 'products.id', 'item_verifications.product_id')
    .where('item_verifications.buyback_id', buybackId)
    .orderBy('item_verifications.id', 'desc')
    .select('item_verifications.*', 'users.firstname', 'users.lastname', 'products.label as product_label')
  const i18n = i18nManager.locale(language)
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      at: row.created_at,
      by: row.firstname ? `${row.firstname} ${row.lastname}` : null,
      outcome: row.outcome as string,
      product: row.product_label as string | null,
      imei: row.imei as string | null,
      serialNumber: row.serial_number as string | null,
      declaredGrade: row.declared_grade as string | null,
      declaredPrice: row.declared_price === null ? null : Number(row.declared_price),
      controlledGrade: row.controlled_grade as string | null,
      controlledPrice: row.controlled_price === null ? null : Number(row.controlled_price),
      absorbed: Number(row.absorbed),
      quarantineReason: row.quarantine_reason
        ? i18n.t(`verification.quarantine_reasons.${row.quarantine_reason}`)
        : null,
      answers: row.answers
        ? (JSON.parse(row.answers) as { question: string; answer: string; priceImpact: number }[]).map(
            ({ question, answer, priceImpact }) => ({ question, answer, priceImpact })
          )
        : [],
      comment: row.comment as string | null,
      commentShared: Boolean(Number(row.comment_shared)),
      photos: (await photosOf(Number(row.item_id), Number(row.id))).map(({ id, url }) => ({ id, url })),
    }))
  )
}
