import type { TranslateFunction } from 'react-admin'
import { NoPermissionsError } from '../providers/authProvider'

/**
 * The server answers bad_credentials, user_inactive, sso_required and too_many_attempts with a
 * message already in the request's language: show it as is. Otherwise fall back to our own text.
 */
export function loginErrorMessage(failure: unknown, translate: TranslateFunction): string {
  if (failure instanceof NoPermissionsError) return translate('login.errors.no_permissions')
  const body = (failure as { body?: { message?: unknown } } | null)?.body
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message
  const status = (failure as { status?: number } | null)?.status
  if (status === 0) return translate('errors.network')
  return translate('login.errors.generic')
}
