/** A valid 1×1 PNG, for image uploads (setInputFiles with a buffer). */
export const TINY_PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64'
  ),
}

/** Text of the range shown under the products table ("1-10 sur 287"). */
export const range = (from: number, to: number) => new RegExp(`^${from}-${to} sur \\d+$`)
