import { unsign } from '#services/app_keys'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { type Signed, PURPOSE, fingerprint } from '#actions/auth/password_links'

/** The user a link names and what it is for, or why it cannot be used. */
export async function openPasswordLink(token: string, client?: TransactionClientContract) {
  const signed = unsign<Signed>(token, PURPOSE)
  if (!signed || typeof signed.u !== 'number' || typeof signed.exp !== 'number') {
    throw new BusinessError('password_link_invalid', 404)
  }
  if (signed.exp < Date.now()) throw new BusinessError('password_link_expired', 410)
  const user = await User.query({ client }).where('id', signed.u).where('is_anonymous', false).first()
  if (!user || user.status !== 'active' || signed.f !== fingerprint(user.id, user.password)) {
    throw new BusinessError('password_link_invalid', 404)
  }
  if (user.forceConnectionBySso) throw new BusinessError('password_sso_managed', 403)
  return { user, isPasswordCreation: signed.k === 'invitation' }
}
