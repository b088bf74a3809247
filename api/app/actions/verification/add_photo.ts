import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import BusinessError from '#exceptions/business_error'
import { BOUNDS } from '#domain/bounds'
import { sqlDateTime } from '#services/sql_time'
import type { Actor } from '#services/actor'
import { PHOTO_FOLDER, photoUrl } from '#services/verification/photos'

/** An evidence photo of the item, free until a verification takes it; a limited number at a time. */
export async function addPhoto(actor: Actor, itemId: number, file: MultipartFile, type: string) {
  const free = await db
    .from('item_photos')
    .where('item_id', itemId)
    .whereNull('verification_id')
    .count('* as total')
  if (Number(free[0].total) >= BOUNDS.verificationPhotos.max) {
    throw new BusinessError('verification_photo_limit', 422, { max: BOUNDS.verificationPhotos.max })
  }
  const key = `${PHOTO_FOLDER}/${itemId}/${randomUUID()}.${type}`
  await drive.use().put(key, await readFile(file.tmpPath!))
  const [id] = await db
    .insertQuery()
    .table('item_photos')
    .insert({
      item_id: itemId,
      file_key: key,
      content_type: type === 'png' ? 'image/png' : 'image/jpeg',
      size: file.size,
      user_id: actor.user.id,
      created_at: sqlDateTime(DateTime.now()),
    })
    .returning('id')
  const photoId = Number(typeof id === 'object' ? id.id : id)
  return { id: photoId, url: photoUrl(itemId, photoId) }
}
