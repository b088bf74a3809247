import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import {
  verificationCodeValidator,
  verificationPreviewValidator,
  verificationValidator,
} from '#validators/verification'
import { verifyItem } from '#actions/verification/verify_item'
import { verifiableItem, visibleItem } from '#services/verification/lookup'
import { verificationForm, verificationProduct } from '#services/verification/form'
import { webFileItem } from '#services/verification/web_file'
import { addPhoto } from '#actions/verification/add_photo'
import { photoFile } from '#services/verification/photos'
import { removePhoto } from '#actions/verification/remove_photo'
import { verificationLookup } from '#queries/verifications/lookup'
import { verificationPayment } from '#queries/verifications/payment'
import { verificationProducts } from '#queries/verifications/products'
import { verificationPreview } from '#queries/verifications/preview'
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
    return verificationLookup(actor, code)
  }

  /**
   * `GET /api/items/:id/verification/payment`: the state of the item's buy-back payment now, for
   * the confirmation to show it as it is and follow it while the job takes it on; null when none.
   */
  async payment({ params, actor }: HttpContext) {
    return verificationPayment(await visibleItem(actor, params.id))
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
    return verificationProducts(item, String(request.input('q', '')).trim().slice(0, 100))
  }

  /** `POST /api/items/:id/verification/preview`: the summary's figures, nothing written. */
  async preview({ params, actor, i18n, request }: HttpContext) {
    const item = await visibleItem(actor, params.id)
    const fields = await request.validateUsing(verificationPreviewValidator)
    return verificationPreview(item, fields, i18n.locale)
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
