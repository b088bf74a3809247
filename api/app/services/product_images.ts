import drive from '@adonisjs/drive/services/main'

/**
 * Product images (image and HD image) are uploaded first (POST /api/products/images, checked by content
 * and size) and then referenced by the URL the upload answered; only URLs of that folder that really
 * exist are accepted on a product.
 */
export const PRODUCT_IMAGE_FOLDER = 'products'

const URL_PATTERN = new RegExp(
  `^/api/files/${PRODUCT_IMAGE_FOLDER}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg)$`
)

export async function isStoredProductImage(url: string) {
  return URL_PATTERN.test(url) && drive.use().exists(url.replace(/^\/api\/files\//, ''))
}
