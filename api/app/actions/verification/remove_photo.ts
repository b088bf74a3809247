import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'

/** A photo not yet tied to a verification goes, with its file. */
export async function removePhoto(itemId: number, photoId: number) {
  const photo = await db.from('item_photos').where({ id: photoId, item_id: itemId }).first()
  if (!photo) throw new BusinessError('not_found', 404)
  if (photo.verification_id !== null) throw new BusinessError('verification_photo_recorded', 409)
  await db.from('item_photos').where('id', photoId).delete()
  await drive.use().delete(photo.file_key)
}
