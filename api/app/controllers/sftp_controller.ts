import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { accountOfOrganization } from '#services/tenancy/organization_account'
import { assertSftpFeature } from '#services/sftp/accesses'
import { activateSftpAccess } from '#actions/sftp/activate_sftp_access'
import { deactivateSftpAccess } from '#actions/sftp/deactivate_sftp_access'
import { presentAccountAccess } from '#presenters/sftp_access'
import { sftpTargetValidator } from '#validators/sftp'

/** The account whose access is asked for: one the caller sees, holding the sftp_access premium feature. */
async function targetAccount({ request, actor }: HttpContext) {
  const given = request.input('organizationId')
  const { organizationId } = await sftpTargetValidator.validate({
    organizationId: given === undefined || given === null ? undefined : String(given),
  })
  const accountId = await accountOfOrganization(actor, organizationId)
  if (!accountId) throw new BusinessError('not_found', 404)
  await assertSftpFeature(accountId)
  return accountId
}

/** `/settings/sftp` and `/configuration/{organizationId}/sftp` (part 1 §2, §4 "SFTP"). */
export default class SftpController {
  async show(ctx: HttpContext) {
    return presentAccountAccess(await targetAccount(ctx))
  }

  /** The one time the password is given: only its hash is kept. */
  async activate(ctx: HttpContext) {
    const accountId = await targetAccount(ctx)
    const password = await activateSftpAccess(accountId, ctx.actor.user.id)
    ctx.response.header('Cache-Control', 'no-store')
    return { ...(await presentAccountAccess(accountId)), password }
  }

  async deactivate(ctx: HttpContext) {
    const accountId = await targetAccount(ctx)
    await deactivateSftpAccess(accountId)
    return presentAccountAccess(accountId)
  }
}
