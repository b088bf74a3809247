import type { APIRequestContext } from '@playwright/test'
import { encodePng } from '../../database/demo/pictures/png.js'
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

/** A valid PNG of `size`×`size` pixels in one colour, built in memory. */
export function tinyPng(size = 8, rgb: [number, number, number] = [21, 101, 192]) {
  const rgba = new Uint8ClampedArray(size * size * 4)
  for (let pixel = 0; pixel < size * size; pixel++) rgba.set([...rgb, 255], pixel * 4)
  return encodePng(size, size, rgba)
}
