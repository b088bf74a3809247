import type { WebRegister } from '#domain/retention'
import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { localizedText, type LocalizedText } from '#services/localized_text'
import { jsonColumn } from '#models/columns'
import { audited } from '#services/audit'

export const LEGAL_DOCUMENT_KINDS = [
  'serviceTerms',
  'eula',
  'cookiesPolicy',
  'accessibilityStatement',
  'privacyPolicy',
] as const
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number]

/**
 * Root details and general settings of an account. Customer-facing texts are kept per language.
 */
export default class OrganizationRootDetail extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare sellerSupportEmail: string | null

  @column()
  declare dpoEmail: string | null

  @column(localizedText)
  declare eula: LocalizedText | null

  @column(localizedText)
  declare serviceTerms: LocalizedText | null

  @column(localizedText)
  declare faqAndContact: LocalizedText | null

  @column(localizedText)
  declare cookiesPolicy: LocalizedText | null

  @column(localizedText)
  declare accessibilityStatement: LocalizedText | null

  @column(localizedText)
  declare buybackZeroDescription: LocalizedText | null

  @column(localizedText)
  declare noSearchResultDescription: LocalizedText | null

  @column(localizedText)
  declare packingInstructions: LocalizedText | null

  @column({ consume: Boolean })
  declare isWarehouseCommentMandatory: boolean

  @column({ consume: Boolean })
  declare isWarehouseCommentSharedToClient: boolean

  @column(jsonColumn<string[]>([]))
  declare enabledPremiumFeatures: string[]

  @column({ consume: Boolean })
  declare categoryNavigationEnabled: boolean

  @column({ consume: Boolean })
  declare customerIdentityDocumentRequired: boolean

  @column({ consume: Boolean })
  declare barCodeEnabled: boolean

  @column({ consume: Boolean })
  declare tagPriceEnabled: boolean

  @column({ consume: Boolean })
  declare buyerPaymentEnabled: boolean

  @column()
  declare cartMinValue: number

  @column()
  declare externalWebsiteUrl: string | null

  @column()
  declare externalWebsiteText: string | null

  @column({ consume: Boolean })
  declare dropOffMapEnabled: boolean

  /** Buyer (lcm): where estimates are asked for; https only. */
  @column()
  declare estimationEndpoint: string | null

  /** Premium custom_transfer_order: the general terms printed on the transfer order, per language. */
  @column(localizedText)
  declare transferOrderTerms: LocalizedText | null

  /** Legal/policy PDFs by kind (see LEGAL_DOCUMENT_KINDS): the URL of the stored file. */
  @column(jsonColumn<Partial<Record<LegalDocumentKind, string>>>({}))
  declare legalDocuments: Partial<Record<LegalDocumentKind, string>>

  /** Which register a web buy-back is written in (#domain/retention); null: the default. */
  @column()
  declare webPurchaseRegister: WebRegister | null

  /** Retention periods of personal data (docs/personal-data.md); null: the defaults. */
  @column()
  declare identityRetentionDays: number | null

  @column()
  declare contactRetentionMonths: number | null

  @column()
  declare registerRetentionYears: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

audited(OrganizationRootDetail, 'settings', [])
