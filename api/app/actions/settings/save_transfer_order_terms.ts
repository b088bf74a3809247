import type { Infer } from '@vinejs/vine/types'
import BusinessError from '#exceptions/business_error'
import { writtenLanguages } from '#services/localized_text'
import type { transferOrderSettingsValidator } from '#validators/settings'
import { claimEdit } from '#services/concurrency'
import { settingsOf } from '#actions/settings/shared'

/** Part 2 §6: the custom transfer order is a premium feature (custom_transfer_order). */
export async function saveTransferOrderTerms(
  accountId: number,
  fields: Infer<typeof transferOrderSettingsValidator>,
  formVersion?: unknown
) {
  const { details } = await settingsOf(accountId)
  if (details.$isPersisted) claimEdit(details, formVersion)
  if (!details.enabledPremiumFeatures?.includes('custom_transfer_order')) {
    throw new BusinessError('premium_feature_required', 403, { feature: 'custom_transfer_order' })
  }
  details.transferOrderTerms = writtenLanguages(fields.transferOrderTerms)
  await details.save()
}
