import { isStoredImageUrl, storedFileExists } from '#services/uploads'

/**
 * Category images are uploaded first (POST /api/categories/images, checked by content and size) and then
 * referenced by the URL the upload answered; only URLs of that folder that really exist are accepted.
 */
export const CATEGORY_IMAGE_FOLDER = 'categories'

export function isCategoryImageUrl(url: string) {
  return isStoredImageUrl(CATEGORY_IMAGE_FOLDER, url)
}

export const categoryImageExists = storedFileExists
