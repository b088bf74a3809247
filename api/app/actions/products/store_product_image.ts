import type { HttpContext } from '@adonisjs/core/http'
import { storeUpload, uploadedFile } from '#services/uploads'
import { PRODUCT_IMAGE_FOLDER } from '#services/product_images'

/**
 * Stores an uploaded product image (JPG or PNG by content, at most 250 kB) under a generated name and
 * answers its URL, which the product form then sends as `image` or `imageHd`.
 */
export async function storeProductImage(ctx: HttpContext) {
  const upload = await uploadedFile(ctx, 'file', 'image', { required: true })
  return { url: await storeUpload(upload!.file, PRODUCT_IMAGE_FOLDER, upload!.type) }
}
