import i18nManager from '@adonisjs/i18n/services/main'
import Buyback from '#models/buyback'
import type Item from '#models/item'
import { BOUNDS } from '#domain/bounds'
import { QUARANTINE_REASONS } from '#domain/verification'
import { priceMayBeCorrected } from '#domain/staleness'
import { declaredAnswers } from '#services/buybacks/declared_answers'
import { commentSettings } from '#actions/verification/check_verification'
import { questionsFor } from '#services/verification/controlled_price'

/**
 * What the verification wizard shows of an item before the operator starts: the buy-back as
 * declared (product, answers, grade and price, identifiers), the client's comment settings, the quarantine
 * reasons and photo rules in the caller's language, and the photos already attached. No customer identity.
 */
export async function verificationForm(item: Item, language: string) {
  const buyback = await Buyback.query().where('id', item.buybackId).preload('product').firstOrFail()
  const i18n = i18nManager.locale(language)
  const product = buyback.product
  return {
    item: {
      id: item.id,
      identificationNumber: item.identificationNumber,
      status: item.status,
      version: item.version,
    },
    buyback: {
      id: buyback.id,
      identificationNumber: buyback.identificationNumber,
      status: buyback.status,
      channel: buyback.channel,
      createdAt: buyback.createdAt.toISO(),
      declaredGrade: buyback.declaredGrade,
      declaredPrice: buyback.declaredPrice,
      imei: buyback.imei,
      serialNumber: buyback.serialNumber,
      priceMayBeCorrected: priceMayBeCorrected(buyback),
    },
    declaredProduct: product
      ? {
          id: product.id,
          label: product.label,
          brand: product.brand,
          modele: product.modele,
          image: product.image,
        }
      : null,
    declaredAnswers: await declaredAnswers(buyback, language),
    settings: await commentSettings(buyback.accountId),
    quarantineReasons: QUARANTINE_REASONS.map((code) => ({
      code,
      label: i18n.t(`verification.quarantine_reasons.${code}`),
    })),
    photoRules: {
      types: ['JPG', 'PNG'],
      maxKb: Math.round(BOUNDS.imageBytes / 1024),
      maxCount: BOUNDS.verificationPhotos.max,
    },
  }
}

/** The characteristics of the product the operator confirms or picks, with its category's questions. */
export async function verificationProduct(item: Item, productId: string | undefined, language: string) {
  const buyback = await Buyback.findOrFail(item.buybackId)
  const { product, setup } = await questionsFor(buyback, productId ?? buyback.productId ?? '', language)
  return {
    product: {
      id: product.id,
      label: product.label,
      brand: product.brand,
      modele: product.modele,
      image: product.image,
      tacCodes: product.tacCodes,
      isCollectingImei: product.isCollectingImei,
    },
    questions: setup.questions.map((question) => ({
      id: question.id,
      title: question.title,
      howToTest: question.howToTest,
      answers: question.answers.map((answer) => ({
        id: answer.id,
        name: answer.name,
        description: answer.description,
        gradeCap: answer.gradeCap,
        priceImpact: answer.priceImpact,
        quarantineReason: answer.quarantineReason,
      })),
    })),
  }
}
