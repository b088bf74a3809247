import drive from '@adonisjs/drive/services/main'

/**
 * Category images are uploaded first (POST /api/categories/images, checked by content and size) and then
 * referenced by the URL the upload answered; only URLs of that folder that really exist are accepted.
 */
export const CATEGORY_IMAGE_FOLDER = 'categories'

const URL_PATTERN = new RegExp(
  `^/api/files/${CATEGORY_IMAGE_FOLDER}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg)$`
)

export function isCategoryImageUrl(url: string) {
  return URL_PATTERN.test(url)
}

export async function categoryImageExists(url: string) {
  return drive.use().exists(url.replace(/^\/api\/files\//, ''))
}
