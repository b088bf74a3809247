import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { storePublicFile, sniffType, UPLOAD_KINDS } from '#services/uploads'
import { CATEGORY_IMAGE_FOLDER } from '#services/category_images'
import { PRODUCT_IMAGE_FOLDER } from '#services/product_images'
import { PHOTO_FOLDER } from '#services/verification/photos'
import type { QuestionSet } from '../catalogue/categories.js'
import { drawDamagePhoto, drawPicture } from './draw.js'
import { lookOf } from './looks.js'

/** What a category's picture shows: a model of its brand or family. */
export const CATEGORY_PICTURES: Record<string, [brand: string, model: string, finish: string | null]> = {
  catalogue: ['Apple', 'iPhone 15', 'Bleu'],
  smartphones: ['Samsung', 'Galaxy S24', 'Crème'],
  'apple-iphone': ['Apple', 'iPhone 15 Pro', 'Blanc'],
  'samsung-galaxy': ['Samsung', 'Galaxy S24', 'Noir'],
  'google-pixel': ['Google', 'Pixel 8', 'Porcelaine'],
  xiaomi: ['Xiaomi', 'Xiaomi 14', null],
  tablets: ['Apple', 'iPad (10e génération)', null],
  'apple-ipad': ['Apple', 'iPad Air (5e génération)', null],
  'samsung-galaxy-tab': ['Samsung', 'Galaxy Tab S9', null],
  consoles: ['Nintendo', 'Switch OLED', 'Néon'],
  playstation: ['Sony', 'PlayStation 5', null],
  xbox: ['Microsoft', 'Xbox Series X', null],
  nintendo: ['Nintendo', 'Switch OLED', 'Néon'],
  laptops: ['Apple', 'MacBook Air 13" M2', null],
  'apple-macbook': ['Apple', 'MacBook Pro 14" M3', null],
  'windows-laptops': ['Lenovo', 'ThinkPad X1 Carbon Gen 11', null],
  'smart-watches': ['Apple', 'Apple Watch Series 9', null],
  cameras: ['Canon', 'EOS R8 (boîtier nu)', null],
}

/** A drawn picture checked as the admin's upload checks one: a PNG by its content, within the image size. */
function checked(bytes: Buffer) {
  if (sniffType(bytes) !== 'png' || bytes.length > UPLOAD_KINDS.image.maxBytes) {
    throw new Error(`demo picture refused by the upload rules (${bytes.length} bytes)`)
  }
  return bytes
}

/**
 * The demo's catalogue pictures, drawn per family and model and stored as the admin's image
 * upload stores them (a PNG under a generated name in the public `products` or `categories` folder, its URL
 * `/api/files/…` on the record). The variants of a model in one colour share their picture, as a shop's do.
 */
export class DemoPictures {
  private stored = new Map<string, Promise<string>>()

  private store(
    folder: typeof PRODUCT_IMAGE_FOLDER | typeof CATEGORY_IMAGE_FOLDER,
    key: string,
    draw: () => Buffer
  ) {
    const name = `${folder}|${key}`
    if (!this.stored.has(name)) this.stored.set(name, storePublicFile(checked(draw()), folder, 'png'))
    return this.stored.get(name)!
  }

  product(family: QuestionSet, brand: string, model: string, finish: string | null) {
    return this.store(PRODUCT_IMAGE_FOLDER, [family, brand, model, finish].join('|'), () =>
      drawPicture(lookOf(family, brand, model, finish))
    )
  }

  category(identifier: string, family: QuestionSet) {
    const [brand, model, finish] = CATEGORY_PICTURES[identifier] ?? CATEGORY_PICTURES.catalogue
    return this.store(CATEGORY_IMAGE_FOLDER, identifier, () =>
      drawPicture(lookOf(family, brand, model, finish))
    )
  }
}

/**
 * A verification photo of an item (the damage the operator found), stored as the photo upload stores it:
 * in the private folder of the item's photos, read only through the item's routes.
 */
export async function storeDamagePhoto(
  itemId: number,
  look: Parameters<typeof lookOf>,
  damage: Parameters<typeof drawDamagePhoto>[1]
) {
  const bytes = checked(drawDamagePhoto(lookOf(...look), damage))
  const key = `${PHOTO_FOLDER}/${itemId}/${randomUUID()}.png`
  await drive.use().put(key, bytes)
  return { key, size: bytes.length, contentType: 'image/png' }
}
