import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { RETENTION_BOUNDS, WEB_REGISTERS } from '#domain/retention'
import { unknownVariables } from '#domain/transfer_order'
import { LANGUAGES } from '#services/localized_text'
import { CURRENCIES } from '#domain/settings'
import { email } from '#validators/rules'

/** A customer-facing text written per language; each language optional. */
const localized = (max: number) => {
  const text = () => vine.string().trim().maxLength(max).nullable().optional()
  return vine.object({ fr: text(), en: text(), nl: text(), de: text() }).nullable().optional()
}

const flag = () => vine.boolean().optional()

/** The retention periods of docs/personal-data.md, each within its bounds; absent: the default. */
const retention = () =>
  Object.fromEntries(
    Object.entries(RETENTION_BOUNDS).map(([name, { min, max }]) => [
      name,
      vine.number().withoutDecimals().min(min).max(max).optional(),
    ])
  ) as unknown as Record<
    keyof typeof RETENTION_BOUNDS,
    ReturnType<ReturnType<typeof vine.number>['optional']>
  >

/**
 * General settings (`/settings/tim/general`, `/settings/lcm/general`): the root details of part 1 §3 and the
 * account's DPO e-mail, currency and language. Part 2 §5: the cart minimum value is a required positive
 * integer; the estimation endpoint is https only.
 */
export const generalSettingsValidator = vine.compile(
  vine.object({
    sellerSupportEmail: email().nullable().optional(),
    dpoEmail: email().nullable().optional(),
    currency: vine.enum(CURRENCIES),
    language: vine.enum(LANGUAGES),
    cartMinValue: vine.number().withoutDecimals().min(0).max(1_000_000),
    estimationEndpoint: vine
      .string()
      .trim()
      .maxLength(255)
      .url({ protocols: ['https'], require_protocol: true })
      .nullable()
      .optional(),
    externalWebsiteUrl: vine
      .string()
      .trim()
      .maxLength(255)
      .url({ protocols: ['https', 'http'], require_protocol: true })
      .nullable()
      .optional(),
    externalWebsiteText: vine.string().trim().maxLength(255).nullable().optional(),
    eula: localized(20_000),
    serviceTerms: localized(20_000),
    faqAndContact: localized(20_000),
    cookiesPolicy: localized(20_000),
    accessibilityStatement: localized(20_000),
    buybackZeroDescription: localized(2_000),
    noSearchResultDescription: localized(2_000),
    packingInstructions: localized(5_000),
    isWarehouseCommentMandatory: flag(),
    isWarehouseCommentSharedToClient: flag(),
    categoryNavigationEnabled: flag(),
    customerIdentityDocumentRequired: flag(),
    barCodeEnabled: flag(),
    tagPriceEnabled: flag(),
    buyerPaymentEnabled: flag(),
    dropOffMapEnabled: flag(),
    webPurchaseRegister: vine.enum(WEB_REGISTERS).optional(),
    ...retention(),
  })
)

/** Only variables of the dropdown (part 1 §3 "Transfer order variables"); any other `{{…}}` is refused. */
const knownVariablesRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const unknown = unknownVariables(value)
  if (unknown.length) {
    field.report('Unknown variables: {{ variables }}', 'transferOrderVariables', field, {
      variables: unknown.map((name) => `{{${name}}}`).join(', '),
    })
  }
})

const terms = () =>
  vine
    .string()
    .trim()
    .minLength(BOUNDS.transferOrderTerms.min)
    .maxLength(BOUNDS.transferOrderTerms.max)
    .use(knownVariablesRule())

/** Transfer-order settings: general terms of 2 to 5000 characters, French required, others optional. */
export const transferOrderSettingsValidator = vine.compile(
  vine.object({
    transferOrderTerms: vine.object({
      fr: terms(),
      en: terms().nullable().optional(),
      nl: terms().nullable().optional(),
      de: terms().nullable().optional(),
    }),
  })
)
