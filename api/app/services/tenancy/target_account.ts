import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import Account from '#models/account'
import type { Actor } from '#services/actor'
import BusinessError from '#exceptions/business_error'

/** An `accountId` given in a request: absent (`undefined`, `null`, `""`) means the caller's own. */
const named = (value: unknown) => (value === undefined || value === null || value === '' ? null : value)

/**
 * The account a create or a singleton write is for (DESIGN.md §2 "The platform admin acts for a client"):
 * the caller's own unless it names another. A super admin may name any existing account (an unknown one is
 * 422 on `accountId`); anyone else naming an account other than their own is refused with 403, never
 * silently given their own.
 */
export async function accountNamedBy(actor: Actor, value: unknown, i18n: HttpContext['i18n']) {
  const given = named(value)
  if (given === null) return actor.accountId
  const id = Number(given)
  if (!actor.isSuperAdmin) {
    if (id === actor.accountId) return id
    throw new BusinessError('account_forbidden', 403)
  }
  if (Number.isInteger(id) && id > 0 && (await Account.find(id))) return id
  throw new errors.E_VALIDATION_ERROR({
    accountId: i18n.t('validator.shared.messages.database.exists'),
  })
}

/** The account named by a request's body or query string (`accountId`), as `accountNamedBy` decides. */
export const targetAccountId = ({ actor, request, i18n }: HttpContext) =>
  accountNamedBy(actor, request.input('accountId'), i18n)

/** Whether the request names an account at all (a super admin's create may else follow its parent's). */
export const namesAccount = ({ request }: HttpContext) => named(request.input('accountId')) !== null
