import type DispatchCircuitRule from '#models/dispatch_circuit_rule'
import { claimEdit } from '#services/concurrency'
import { launchPremiumFeatureAction } from '#actions/connectors/launch_premium_feature'

/**
 * The premium-feature action of a dispatch circuit rule (part 2 §7), run for the rule's account with the
 * rule's circuit and categories. When asked to record it, the reference the connector gives back is kept
 * on the rule's custom values (`connector_<action>`), refused with 409 when the version sent is stale.
 */
export async function launchRuleFeature(
  rule: DispatchCircuitRule,
  action: string,
  record: { version: unknown } | null
) {
  const launched = await launchPremiumFeatureAction(rule.accountId, action, {
    rule: {
      id: rule.id,
      circuitCode: rule.circuit?.code ?? null,
      categoryIds: rule.categories.map((category) => category.id).sort((a, b) => a - b),
    },
  })
  const reference = (launched.result as { reference?: unknown }).reference
  if (record && typeof reference === 'string') {
    claimEdit(rule, record.version)
    rule.customValues = { ...rule.customValues, [`connector_${action}`]: reference }
    await rule.save()
  }
  return { ...launched, ruleVersion: rule.version }
}
