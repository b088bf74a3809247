import type { HttpContext } from '@adonisjs/core/http'
import { storeUpload, uploadedFile } from '#services/uploads'
import { CATEGORY_IMAGE_FOLDER } from '#services/category_images'

/**
 * `POST /categories/images` (multipart, field `image`): a JPG or PNG of at most 250 kB, checked by its
 * content, stored under a generated name. The answered `imageUrl` then goes in the category's body.
 */
export default class CategoryImagesController {
  async store(ctx: HttpContext) {
    const upload = await uploadedFile(ctx, 'image', 'image', { required: true })
    const imageUrl = await storeUpload(upload!.file, CATEGORY_IMAGE_FOLDER, upload!.type)
    return ctx.response.created({ imageUrl })
  }
}
