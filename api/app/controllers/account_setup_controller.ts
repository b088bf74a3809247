import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { bouncerOf } from '#policies/main'
import { setupChecklist } from '#services/setup_checklist'
import { liveAccount } from '#queries/accounts/live_account'

export default class AccountSetupController {
  /** `GET /api/accounts/:id/setup-checklist`: what the client still lacks before its first buy-back. */
  async checklist({ params, actor, i18n }: HttpContext) {
    const accountId = Number(params.id)
    // Another client's account is, for a client's admin, an account that does not exist.
    const allowed = await bouncerOf(actor).with('AccountSetupPolicy').allows('view', accountId)
    const account = allowed ? await liveAccount(accountId) : null
    if (!account) throw new BusinessError('account_not_found', 404)
    return setupChecklist(account.id, i18n.locale, (permission) => actor.can(permission))
  }
}
