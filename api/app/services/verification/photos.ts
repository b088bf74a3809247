import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'

/**
 * The photos an operator attaches to a verification as evidence: JPG or PNG within the image
 * limits of part 2 §5 (checked by services/uploads.ts), kept outside the public files (`/api/files/*` refuses
 * their folder) and served only through the item's scoped route. A photo not yet tied to a verification may
 * be removed; once tied it is part of the record, shown on the buy-back and in the litigation e-mail.
 */
export const PHOTO_FOLDER = 'item-photos'

export const photoUrl = (itemId: number, photoId: number) => `/api/items/${itemId}/photos/${photoId}`

export async function photoFile(itemId: number, photoId: number) {
  const photo = await db.from('item_photos').where({ id: photoId, item_id: itemId }).first()
  if (!photo || !(await drive.use().exists(photo.file_key))) throw new BusinessError('not_found', 404)
  return {
    bytes: Buffer.from(await drive.use().getBytes(photo.file_key)),
    contentType: photo.content_type as string,
  }
}

/** The photos of an item: those still free (the wizard's), or those of one verification. */
export async function photosOf(itemId: number, verificationId: number | null = null) {
  const query = db.from('item_photos').where('item_id', itemId).orderBy('id')
  if (verificationId === null) query.whereNull('verification_id')
  else query.where('verification_id', verificationId)
  const rows = await query.select('id', 'file_key', 'content_type')
  return rows.map((row) => ({
    id: Number(row.id),
    url: photoUrl(itemId, Number(row.id)),
    key: row.file_key as string,
    contentType: row.content_type as string,
  }))
}
