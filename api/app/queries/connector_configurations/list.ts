import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { CONFIGURATIONS_LIST, visibleConfigurations } from '#services/connectors/list'
import { accountOfOrganization } from '#services/tenancy/organization_account'

/** A page of `connector-organizations`: the caller's account's, or those of the client `organizationId` names. */
export async function configurationList(ctx: HttpContext) {
  const organizationId = ctx.request.qs().organizationId
  const accountId = organizationId ? await accountOfOrganization(ctx.actor, organizationId) : undefined
  return paginateList(ctx, visibleConfigurations(ctx.actor, accountId), CONFIGURATIONS_LIST)
}
