import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { accountOfOrganization } from '#services/tenancy/organization_account'
import { bouncerOf } from '#policies/main'
import { openIdCallbackValidator, openIdDomainValidator, ssoConfigurationValidator } from '#validators/sso'
import { completeOpenIdCallback } from '#actions/auth/complete_openid_callback'
import { openIdAuthorizationUrl } from '#actions/auth/start_openid_sign_in'
import { saveSsoConfiguration } from '#actions/auth/save_sso_configuration'
import { testSsoConfiguration } from '#actions/auth/test_sso_configuration'
import { presentSsoConfiguration } from '#presenters/sso_configuration'

async function visibleAccount(ctx: HttpContext) {
  const accountId = await accountOfOrganization(ctx.actor, ctx.params.organizationId)
  if (!accountId) throw new BusinessError('account_not_found', 404)
  await bouncerOf(ctx.actor).with('SsoConfigurationPolicy').authorize('manage', accountId)
  return accountId
}

/** OpenID Connect single sign-on: the sign-in steps, and each organisation's configuration. */
export default class OpenIdController {
  /** GET /api/open-id/authorization-url?domain=&bindingHash= */
  async authorizationUrl(ctx: HttpContext) {
    const { domain, bindingHash } = await ctx.request.validateUsing(openIdDomainValidator, {
      data: ctx.request.qs(),
    })
    return openIdAuthorizationUrl(ctx, domain, bindingHash)
  }

  /** POST /api/open-id/callback { organizationId, code, state, iss, bindingSecret } */
  async callback(ctx: HttpContext) {
    const { organizationId, bindingSecret } = await ctx.request.validateUsing(openIdCallbackValidator)
    return completeOpenIdCallback(ctx, organizationId, bindingSecret)
  }

  /** GET /api/sso-configurations/:organizationId */
  async show(ctx: HttpContext) {
    return presentSsoConfiguration(await visibleAccount(ctx))
  }

  /** PUT /api/sso-configurations/:organizationId */
  async update(ctx: HttpContext) {
    const accountId = await visibleAccount(ctx)
    const fields = await ctx.request.validateUsing(ssoConfigurationValidator)
    return saveSsoConfiguration(ctx.i18n, accountId, fields)
  }

  /** POST /api/sso-configurations/:organizationId/test */
  async test(ctx: HttpContext) {
    return testSsoConfiguration(await visibleAccount(ctx))
  }
}
