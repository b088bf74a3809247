import type { HttpContext } from '@adonisjs/core/http'
import type Account from '#models/account'
import type OrganizationRootDetail from '#models/organization_root_detail'
import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from '#models/organization_root_detail'
import { TRANSFER_ORDER_VARIABLES } from '#domain/transfer_order'
import { DEFAULT_WEB_REGISTER, retentionOf } from '#domain/retention'
import { storeUpload, uploadedFile } from '#services/uploads'
import { generalSettingsValidator, transferOrderSettingsValidator } from '#validators/settings'
import { saveGeneralSettings } from '#actions/settings/save_general_settings'
import { saveLegalDocument } from '#actions/settings/save_legal_document'
import { saveTransferOrderTerms } from '#actions/settings/save_transfer_order_terms'
import { settingsOf } from '#actions/settings/shared'
import { targetAccountId } from '#services/tenancy/target_account'

const LEGAL_FOLDER = 'legal'

function presentGeneral(account: Account, details: OrganizationRootDetail) {
  return {
    id: 'general',
    currency: account.currency,
    language: account.language,
    sellerSupportEmail: details.sellerSupportEmail ?? null,
    dpoEmail: details.dpoEmail ?? null,
    cartMinValue: details.cartMinValue ?? 0,
    estimationEndpoint: details.estimationEndpoint ?? null,
    externalWebsiteUrl: details.externalWebsiteUrl ?? null,
    externalWebsiteText: details.externalWebsiteText ?? null,
    eula: details.eula ?? null,
    serviceTerms: details.serviceTerms ?? null,
    faqAndContact: details.faqAndContact ?? null,
    cookiesPolicy: details.cookiesPolicy ?? null,
    accessibilityStatement: details.accessibilityStatement ?? null,
    buybackZeroDescription: details.buybackZeroDescription ?? null,
    noSearchResultDescription: details.noSearchResultDescription ?? null,
    packingInstructions: details.packingInstructions ?? null,
    isWarehouseCommentMandatory: Boolean(details.isWarehouseCommentMandatory),
    isWarehouseCommentSharedToClient: Boolean(details.isWarehouseCommentSharedToClient),
    categoryNavigationEnabled: details.categoryNavigationEnabled ?? true,
    customerIdentityDocumentRequired: Boolean(details.customerIdentityDocumentRequired),
    barCodeEnabled: details.barCodeEnabled ?? true,
    tagPriceEnabled: Boolean(details.tagPriceEnabled),
    buyerPaymentEnabled: Boolean(details.buyerPaymentEnabled),
    dropOffMapEnabled: Boolean(details.dropOffMapEnabled),
    webPurchaseRegister: details.webPurchaseRegister ?? DEFAULT_WEB_REGISTER,
    ...retentionOf(details),
    legalDocuments: details.legalDocuments ?? {},
    updatedAt: details.updatedAt?.toISO() ?? null,
    version: details.$isPersisted ? details.version : null,
  }
}

function presentTransferOrder(details: OrganizationRootDetail) {
  return {
    id: 'transfer-order',
    transferOrderTerms: details.transferOrderTerms ?? { fr: '' },
    variables: TRANSFER_ORDER_VARIABLES,
    premium: Boolean(details.enabledPremiumFeatures?.includes('custom_transfer_order')),
    updatedAt: details.updatedAt?.toISO() ?? null,
    version: details.$isPersisted ? details.version : null,
  }
}

/**
 * An account's settings: general (tim and lcm), transfer order, legal PDFs. The caller's own, or the client's a
 * super admin names with `accountId` (services/tenancy/target_account.ts).
 */
export default class SettingsController {
  async general(ctx: HttpContext) {
    const { account, details } = await settingsOf(await targetAccountId(ctx))
    return presentGeneral(account, details)
  }

  async updateGeneral(ctx: HttpContext) {
    const { request } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(generalSettingsValidator)
    await saveGeneralSettings(accountId, fields, request.input('version'))
    const { account, details } = await settingsOf(accountId)
    return presentGeneral(account, details)
  }

  async transferOrder(ctx: HttpContext) {
    return presentTransferOrder((await settingsOf(await targetAccountId(ctx))).details)
  }

  async updateTransferOrder(ctx: HttpContext) {
    const { request } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(transferOrderSettingsValidator)
    await saveTransferOrderTerms(accountId, fields, request.input('version'))
    return presentTransferOrder((await settingsOf(accountId)).details)
  }

  /** One PDF (≤ 250 kB, checked by content) per kind; replaces the previous one. Answers the settings. */
  async uploadLegalDocument(ctx: HttpContext) {
    const kind = ctx.params.kind as LegalDocumentKind
    if (!LEGAL_DOCUMENT_KINDS.includes(kind)) return ctx.response.notFound()
    const accountId = await targetAccountId(ctx)
    const upload = await uploadedFile(ctx, 'file', 'pdf', { required: true })
    const url = await storeUpload(upload!.file, LEGAL_FOLDER, upload!.type)
    await saveLegalDocument(accountId, kind, url)
    const { account, details } = await settingsOf(accountId)
    return presentGeneral(account, details)
  }

  async removeLegalDocument(ctx: HttpContext) {
    const kind = ctx.params.kind as LegalDocumentKind
    if (!LEGAL_DOCUMENT_KINDS.includes(kind)) return ctx.response.notFound()
    const accountId = await targetAccountId(ctx)
    await saveLegalDocument(accountId, kind, null)
    const { account, details } = await settingsOf(accountId)
    return presentGeneral(account, details)
  }
}
