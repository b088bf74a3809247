import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@vinejs/vine'
import BusinessError from '#exceptions/business_error'
import { openPasswordLink } from '#actions/auth/open_password_link'
import { requestPasswordRenewal } from '#actions/auth/request_password_renewal'
import { setPasswordFromLink } from '#actions/auth/set_password_from_link'
import { newPasswordValidator, passwordRenewalValidator } from '#validators/password'

export default class PasswordsController {
  /** Always 202 with the same body: the answer never tells whether the address has an account. */
  async renew({ request, response }: HttpContext) {
    const { email } = await request.validateUsing(passwordRenewalValidator)
    const perAddress = limiter.use({ requests: 10, duration: '15 min' })
    // attempt() answers undefined once the address is over its limit: the callback says it ran.
    const ran = await perAddress.attempt(`password_renew_${request.ip()}`, async () => {
      await requestPasswordRenewal(email)
      return true
    })
    if (!ran) throw new BusinessError('too_many_attempts', 429)
    return response.accepted({ accepted: true })
  }

  async show({ params }: HttpContext) {
    const { user, isPasswordCreation } = await openPasswordLink(String(params.token))
    return { valid: true, email: user.email, isPasswordCreation }
  }

  async store({ params, request, response, i18n }: HttpContext) {
    const token = String(params.token)
    const { isPasswordCreation } = await openPasswordLink(token)
    const fields = await request.validateUsing(newPasswordValidator)
    if (isPasswordCreation) {
      const missing: Record<string, string> = {}
      if (!fields.eulaAccepted) missing.eulaAccepted = i18n.t('validator.shared.messages.eulaRequired')
      if (!fields.privacyAccepted) {
        missing.privacyAccepted = i18n.t('validator.shared.messages.privacyRequired')
      }
      if (Object.keys(missing).length > 0) throw new errors.E_VALIDATION_ERROR(missing)
    }
    await setPasswordFromLink(token, fields.password, i18n)
    return response.ok({ isPasswordCreation })
  }
}
