import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { CLIENT_MODULES, PREMIUM_FEATURES } from '#domain/premium_features'
import { status, text } from '#validators/rules'
import { zipCode } from '#validators/identifiers'
import { CURRENCIES } from '#domain/settings'
import { LANGUAGES } from '#services/localized_text'

const ids = () => vine.array(vine.number().withoutDecimals()).optional()
const shortId = () => vine.string().trim().maxLength(64).nullable().optional()

/**
 * A client (part 1 §3 "Client (organisation)") with the tabs of its edit page: general info, modules,
 * active circuits, payment modes and transport, white-label website, premium features.
 */
export const clientValidator = vine.compile(
  vine.object({
    commonName: text(),
    corporateName: text().nullable().optional(),
    siret: vine
      .string()
      .trim()
      .regex(/^\d{14}$/)
      .nullable()
      .optional(),
    shareCapital: vine.number().withoutDecimals().min(0).max(1e12).nullable().optional(),
    status: status(),
    street: text(BOUNDS.address).nullable().optional(),
    streetComplement: text(BOUNDS.address).nullable().optional(),
    zipCode: zipCode().nullable().optional(),
    city: text(BOUNDS.city).nullable().optional(),
    country: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
    webUrl: vine
      .string()
      .trim()
      .maxLength(255)
      .url({ protocols: ['https', 'http'], require_protocol: true })
      .nullable()
      .optional(),
    gtmId: shortId(),
    consentToolId: shortId(),
    currency: vine.enum(CURRENCIES).optional(),
    language: vine.enum(LANGUAGES).optional(),
    paymentIssuer: vine.enum(['retailer', 'buyer'] as const),
    transportContractHolder: vine.enum(['retailer', 'buyer'] as const),
    modules: vine.array(vine.enum(CLIENT_MODULES)).minLength(1).distinct(),
    premiumFeatures: vine.array(vine.enum(PREMIUM_FEATURES)).distinct().optional(),
    activeCircuitIds: ids(),
    activePaymentModeIds: ids(),
    activeShippingMethodIds: ids(),
    whiteLabel: vine
      .object({
        host: vine
          .string()
          .trim()
          .toLowerCase()
          .maxLength(255)
          .regex(/^(?=.{1,253}$)([a-z0-9](-*[a-z0-9])*)(\.[a-z0-9](-*[a-z0-9])*)+$/)
          .nullable()
          .optional(),
        status: status(),
      })
      .optional(),
  })
)

export const linkedBuyersValidator = vine.compile(
  vine.object({ buyerAccountIds: vine.array(vine.number().withoutDecimals()) })
)
