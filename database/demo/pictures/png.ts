import { deflateSync } from 'node:zlib'

/** CRC-32 of PNG chunks (ISO 3309), from its table. */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * An opaque RGB PNG of `width` × `height` pixels from RGBA bytes (alpha ignored), each row filtered with
 * "Sub" (the difference to the pixel on its left), which keeps the drawn gradients small.
 */
export function encodePng(width: number, height: number, rgba: Uint8ClampedArray) {
  const stride = width * 3 + 1
  const raw = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 1
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++) {
        const value = rgba[(y * width + x) * 4 + channel]
        const left = x > 0 ? rgba[(y * width + x - 1) * 4 + channel] : 0
        raw[y * stride + 1 + x * 3 + channel] = (value - left) & 0xff
      }
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
