import type { ApiResponse } from '@japa/api-client'

/**
 * A validation refusal as the API answers it: the field messages react-admin reads (`errors`) beside the
 * catalogue's `code` and its message, in whichever language the request asked for.
 */
export function validationRefusal(response: ApiResponse, expected: { errors: Record<string, unknown> }) {
  return { code: 'validation_failed', message: response.body().message, ...expected }
}
