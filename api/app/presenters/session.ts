import type { Actor } from '#services/actor'
import OrganizationRootDetail from '#models/organization_root_detail'
import { allowedResourceActions } from '#permissions/resource_actions'

/**
 * The session a back-office client keeps: who, which account, which modules, the current one and the
 * permission set it grants (sent at login, on /auth/me and on module switch).
 */
export async function presentSession(actor: Actor) {
  const { user } = actor
  await user.load('account', (query) => query.preload('modules'))
  const rootDetail = await OrganizationRootDetail.findBy('accountId', user.accountId)
  const accountModules = user.account.modules.map((one) => one.module)

  return {
    user: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      status: user.status,
      types: [...new Set(user.modules.map((one) => one.role))],
      locale: user.locale,
    },
    account: {
      id: user.account.id,
      name: user.account.commonName,
      companyCountry: user.account.country,
      language: user.account.language,
      currency: user.account.currency,
      emailDPO: rootDetail?.dpoEmail ?? null,
      mainColor: user.account.mainColor,
      logo: user.account.logo,
      favicon: user.account.favicon,
      isRetailer: accountModules.includes('tim'),
      isBuyerAndWorkshopsSupervisor: accountModules.includes('lcm') || accountModules.includes('rps'),
    },
    modules: user.modules.map((one) => ({
      type: one.module,
      role: one.role,
      organization: one.organization
        ? { id: one.organization.id, commonName: one.organization.commonName }
        : null,
    })),
    currentModule: actor.module,
    currentOrganization: actor.organization
      ? {
          id: actor.organization.id,
          commonName: actor.organization.commonName,
          moduleType: actor.module,
          /** `store` lets the back office offer the counter wizard, which works for a store only. */
          type: actor.organization.type,
        }
      : { id: null, commonName: user.account.commonName, moduleType: actor.module, type: null },
    permissions: [...actor.permissions],
    /** What the back office may do with each API resource (list, show, create, edit, delete). */
    resources: allowedResourceActions(actor),
    premiumFeatures: rootDetail?.enabledPremiumFeatures ?? [],
  }
}
