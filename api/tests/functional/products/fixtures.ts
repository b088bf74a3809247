import type { ApiClient } from '@japa/api-client'
import User from '#models/user'

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

/** Uploads PNG_BYTES as a product image and returns its URL. */
export async function uploadImage(client: ApiClient, token: string) {
  const response = await client
    .post('/api/products/images')
    .bearerToken(token)
    .file('file', PNG_BYTES, { filename: 'photo.png' })
  response.assertStatus(201)
  return response.body().url as string
}

/** A 15-digit IMEI with a valid Luhn check digit, starting with `tac`. */
export function imeiFor(tac: string, serial = '123456') {
  const body = `${tac}${serial}`
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * Access tokens for demo users, issued without the login route: its limiter's database store cannot run
 * inside a global transaction on SQLite (one connection), so write groups sign in before beginning one.
 */
export async function signIn(emails: string[]) {
  const tokens: Record<string, string> = {}
  for (const email of emails) {
    const user = await User.findByOrFail('email', email)
    const token = await User.accessTokens.create(user, ['*'], { name: 'back-office' })
    tokens[email] = token.value!.release()
  }
  return tokens
}
