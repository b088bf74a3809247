import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import {
  verificationCodeValidator,
  verificationPreviewValidator,
  verificationValidator,
} from '#validators/verification'
import { verifyItem } from '#actions/verification/verify_item'
import { verifiableItem, visibleItem } from '#services/verification/lookup'
import { controlledPrice } from '#services/verification/controlled_price'
import { verificationForm, verificationProduct } from '#services/verification/form'
import { webFileItem } from '#services/verification/web_file'
import { addPhoto } from '#actions/verification/add_photo'
import { photoFile } from '#services/verification/photos'
import { removePhoto } from '#actions/verification/remove_photo'
import { productSearch } from '#services/product_search/database_product_search'
import { uploadedFile } from '#services/uploads'

/**
 * The workshop's verification (homologation) wizard and web file check (part 1 §2
 * "Verification"): lookups, the form, the product picker, the evidence photos, the summary's preview and the
 * submission. Every item is read through the caller's scope: another workshop's or retailer's is a 404.
 */
export default class VerificationsController {
  /** `HEAD /api/buybacks/by-identification-number/:number/is-verifiable`: 204, or 404 / 409 with X-Reason. */
  async isVerifiable({ params, actor, response }: HttpContext) {
    try {
      await verifiableItem(actor, String(params.number))
      return response.noContent()
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error
      response.header('X-Reason', error.code)
      return response.status(error.status).send('')
    }
  }

  /** `GET /api/verifications/lookup/:code`: the item a buy-back number or item code names, ready for tests. */
  async lookup({ params, actor }: HttpContext) {
    const { code } = await verificationCodeValidator.validate({ code: params.code })
    const item = await verifiableItem(actor, code)
    const buyback = await Buyback.findOrFail(item.buybackId)
    return {
      itemId: item.id,
      itemIdentificationNumber: item.identificationNumber,
      buybackId: buyback.id,
      buybackIdentificationNumber: buyback.identificationNumber,
    }
  }

  /**
   * `GET /api/items/:id/verification/payment`: the state of the item's buy-back payment now, for
   * the confirmation to show it as it is and follow it while the job takes it on; null when none.
   */
  async payment({ params, actor }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const payment = await db
      .from('payments')
      .where('buyback_id', item.buybackId)
      .orderBy('id', 'desc')
      .select('status', 'amount')
      .first()
    return { payment: payment ? { status: payment.status, amount: Number(payment.amount) } : null }
  }

  /** `GET /api/items/:id/verification` */
  async form({ params, actor, i18n }: HttpContext) {
    return verificationForm(await visibleItem(actor, params.id), i18n.locale)
  }

  /** `GET /api/items/:id/verification/product?productId=` */
  async product({ params, actor, i18n, request }: HttpContext) {
    const productId = request.input('productId') as string | undefined
    return verificationProduct(await visibleItem(actor, params.id), productId || undefined, i18n.locale)
  }

  /** `GET /api/items/:id/verification/products?q=`: the published products of the buy-back's client. */
  async products({ params, actor, request }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const buyback = await Buyback.findOrFail(item.buybackId)
    const keyword = String(request.input('q', '')).trim().slice(0, 100)
    const { rows } = await productSearch.search({
      accountId: buyback.accountId,
      status: 'published',
      keyword: keyword || undefined,
      page: 1,
      perPage: 20,
    })
    return rows.map((row) => ({
      id: row.id,
      label: row.label,
      brand: row.brand,
      modele: row.modele,
      image: row.image,
    }))
  }

  /** `POST /api/items/:id/verification/preview`: the summary's figures, nothing written. */
  async preview({ params, actor, i18n, request }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const fields = await request.validateUsing(verificationPreviewValidator)
    const priced = await controlledPrice(await Buyback.findOrFail(item.buybackId), fields, i18n.locale)
    return {
      declared: priced.declared,
      controlled: priced.controlled,
      impacts: priced.impacts,
      breakdown: priced.breakdown,
      // A lock or blacklist finding among the answers: the validation will quarantine, with this reason.
      outcome: priced.quarantine ? ('quarantine' as const) : priced.outcome,
      quarantineReason: priced.quarantine,
      price: priced.price,
      absorbed: priced.absorbed,
      /** The one figure to show: what will be paid (none in quarantine) and its rule. */
      payment: priced.quarantine ? null : priced.payment,
    }
  }

  /** `POST /api/items/:id/verification` */
  async store({ params, actor, i18n, request, response }: HttpContext) {
    const fields = await request.validateUsing(verificationValidator)
    const result = await verifyItem(actor, Number(params.id), fields, {
      language: i18n.locale,
      t: (key, args) => i18n.t(key, args),
    })
    return response.created(result)
  }

  /** `GET /api/warehouse/web-files/:code` */
  async webFile({ params, actor }: HttpContext) {
    const { code } = await verificationCodeValidator.validate({ code: params.code })
    return (await webFileItem(actor, code)).view
  }

  /** `POST /api/warehouse/web-files/:itemId`: received and verified in one transaction. */
  async receiveWebFile({ params, actor, i18n, request, response }: HttpContext) {
    const fields = await request.validateUsing(verificationValidator)
    const item = await visibleItem(actor, params.itemId)
    await webFileItem(actor, item.identificationNumber)
    const result = await verifyItem(actor, item.id, fields, {
      language: i18n.locale,
      receive: true,
      t: (key, args) => i18n.t(key, args),
    })
    return response.created(result)
  }

  /** `POST /api/items/:id/photos` (multipart `photo`) */
  async addPhoto(ctx: HttpContext) {
    const item = await visibleItem(ctx.actor, ctx.params.id)
    const upload = await uploadedFile(ctx, 'photo', 'image', { required: true })
    return ctx.response.created(await addPhoto(ctx.actor, item.id, upload!.file, upload!.type))
  }

  /** `DELETE /api/items/:id/photos/:photoId` */
  async removePhoto({ params, actor, response }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    await removePhoto(item.id, Number(params.photoId))
    return response.noContent()
  }

  /** `GET /api/items/:id/photos/:photoId` */
  async photo({ params, actor, response }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const { bytes, contentType } = await photoFile(item.id, Number(params.photoId))
    response.header('Content-Type', contentType)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, max-age=3600')
    return response.send(bytes)
  }
}
