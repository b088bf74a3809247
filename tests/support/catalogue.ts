import { deflateSync } from 'node:zlib'
import type { APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './admin.js'

/** A bearer token for API fixtures (seeding or cleaning through the API, never through the UI). */
export async function apiToken(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
  if (!response.ok()) throw new Error(`login failed for ${email}: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

/** GET or send JSON with the token of `email`. */
export async function api(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown
) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, 'X-Module': 'tim' },
  })
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`)
  return response.json()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
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

/** A valid PNG of `size`×`size` pixels in one colour, built in memory. */
export function tinyPng(size = 8, rgb: [number, number, number] = [21, 101, 192]) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
