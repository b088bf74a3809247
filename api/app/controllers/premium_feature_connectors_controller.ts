import type { HttpContext } from '@adonisjs/core/http'
import { launchGenericValidator, launchRuleValidator } from '#validators/connectors'
import { launchPremiumFeatureAction } from '#actions/connectors/launch_premium_feature'
import { launchRuleFeature } from '#actions/connectors/launch_rule_feature'
import { visibleDispatchCircuitRule } from '#queries/dispatch_circuit_rules/show'
import BusinessError from '#exceptions/business_error'
import { premiumActionAccess } from '#services/connectors/kinds'
import { backOfficeActor } from '#middleware/access_middleware'

/** `values` of the generic call: a JSON text, or the raw query value(s) when it is not JSON. */
function parsedValues(values: unknown) {
  if (typeof values !== 'string') return values
  try {
    return JSON.parse(values)
  } catch {
    return values
  }
}

/**
 * The generic call serves the storefront (access `anonymous`): an action the storefront needs runs for any
 * of its callers; any other needs a back-office caller holding the permission its kind declares
 * (services/connectors/kinds.ts). An action no kind offers is refused by the launch (422).
 */
async function authorizeGenericAction(ctx: HttpContext, action: string) {
  const access = premiumActionAccess(action)
  if (access === undefined || access === 'storefront') return
  if (ctx.storefrontCaller.visitorId !== null) {
    throw new BusinessError('connector_action_back_office', 403, { action })
  }
  const actor = await backOfficeActor(ctx)
  if (!actor.can(access)) throw new BusinessError('forbidden', 403)
}

/**
 * The premium-feature connector calls of part 2 §7: the generic one for the client's storefront and back
 * office, and the one of a dispatch circuit rule (GET runs the action, PATCH also records its reference on
 * the rule's custom values).
 */
export default class PremiumFeatureConnectorsController {
  async launchGeneric(ctx: HttpContext) {
    const { request, storefrontCaller } = ctx
    const { action, values } = await request.validateUsing(launchGenericValidator, {
      data: request.qs(),
    })
    await authorizeGenericAction(ctx, action)
    return launchPremiumFeatureAction(storefrontCaller.accountId, action, {
      values: parsedValues(values),
    })
  }

  async launchForRule({ params, request, actor }: HttpContext) {
    const { action } = await request.validateUsing(launchRuleValidator, {
      data: { ...request.qs(), ...request.body() },
    })
    const rule = await visibleDispatchCircuitRule(actor, params.id)
    const record = request.method() === 'PATCH' ? { version: request.input('version') } : null
    return launchRuleFeature(rule, action, record)
  }
}
