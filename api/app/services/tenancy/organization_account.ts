import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/**
 * The account of an entity the caller sees (null when it sees none by that id): the specification's
 * connector and SSO routes are per organisation, their settings per account. `account` (or nothing)
 * stands for the caller's own account.
 */
export async function accountOfOrganization(actor: Actor, organizationId: unknown) {
  if (organizationId === undefined || organizationId === 'account') return actor.accountId
  const organization = await tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.id', Number(organizationId) || 0)
    .first()
  return organization?.accountId ?? null
}
