import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Account from '#models/account'
import OrganizationRootDetail, { type LegalDocumentKind } from '#models/organization_root_detail'
import BusinessError from '#exceptions/business_error'
import { writtenLanguages, type LocalizedText } from '#services/localized_text'
import type { generalSettingsValidator, transferOrderSettingsValidator } from '#validators/settings'
import { claimEdit } from '#services/concurrency'
import { LOCALIZED_SETTINGS, type LocalizedSetting } from '#domain/settings'

export type GeneralSettingsFields = Infer<typeof generalSettingsValidator>

/** The account and its root details; the details row is created the first time settings are saved. */
export async function settingsOf(accountId: number) {
  const account = await Account.findOrFail(accountId)
  const details =
    (await OrganizationRootDetail.findBy('account_id', accountId)) ??
    new OrganizationRootDetail().merge({ accountId })
  return { account, details }
}

/** Saves the general settings: account columns and root details in one transaction. */
export async function saveGeneralSettings(
  accountId: number,
  fields: GeneralSettingsFields,
  formVersion?: unknown
) {
  const { currency, language, ...detailFields } = fields
  const texts = Object.fromEntries(
    LOCALIZED_SETTINGS.map((name) => [name, writtenLanguages(fields[name])])
  ) as Record<LocalizedSetting, LocalizedText | null>
  const { account, details } = await settingsOf(accountId)
  if (details.$isPersisted) claimEdit(details, formVersion)
  await db.transaction(async (trx) => {
    account.useTransaction(trx)
    details.useTransaction(trx)
    await account.merge({ currency, language }).save()
    await details.merge({ ...detailFields, ...texts }).save()
  })
}

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

/** Sets or clears one legal/policy PDF. */
export async function saveLegalDocument(accountId: number, kind: LegalDocumentKind, url: string | null) {
  const { details } = await settingsOf(accountId)
  const documents = { ...details.legalDocuments }
  if (url) documents[kind] = url
  else delete documents[kind]
  details.legalDocuments = documents
  await details.save()
}
