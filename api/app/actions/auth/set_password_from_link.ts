import { saveUserEndingSessions } from '#services/auth/sessions'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import { openPasswordLink } from '#actions/auth/open_password_link'

/** Sets the password from a link: single use, different from the old one, every session closed. */
export async function setPasswordFromLink(token: string, password: string, i18n: I18n) {
  await db.transaction(async (trx) => {
    const { user } = await openPasswordLink(token, trx)
    if (user.password && (await user.verifyPassword(password))) {
      throw new errors.E_VALIDATION_ERROR({ password: i18n.t('errors.password_unchanged') })
    }
    user.useTransaction(trx)
    user.password = password
    await saveUserEndingSessions(user)
  })
}
