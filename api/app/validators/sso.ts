import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'
import { BINDING_HASH_PATTERN } from '#services/openid/browser_binding'

/** `PUT /api/sso-configurations/:organizationId`: the provider and the e-mail domains it serves. */
export const ssoConfigurationValidator = vine.compile(
  vine.object({
    issuer: vine.string().trim().url({ require_tld: false }).maxLength(255),
    clientId: vine.string().trim().minLength(1).maxLength(255),
    /** The mask sent back keeps the stored secret; null or empty removes it (a public client). */
    clientSecret: vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional(),
    domains: vine
      .array(
        vine
          .string()
          .trim()
          .toLowerCase()
          .regex(/^(?=.{3,255}$)([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,}$/)
      )
      .minLength(1)
      .maxLength(20)
      .distinct(),
    isActive: vine.boolean(),
    /** Link users by the provider's e-mails even when not asserted verified; absent keeps the stored choice. */
    trustProviderEmails: vine.boolean().optional(),
    version: vine.number().withoutDecimals().optional(),
  })
)

/**
 * `GET /api/open-id/authorization-url?domain=&bindingHash=`: an e-mail domain, or the whole e-mail, and the
 * hash of the browser's secret the attempt is bound to (services/openid/browser_binding.ts).
 */
export const openIdDomainValidator = vine.compile(
  vine.object({
    domain: vine.string().trim().minLength(3).maxLength(255),
    bindingHash: vine.string().regex(BINDING_HASH_PATTERN),
  })
)

/** `POST /api/open-id/callback`: the provider's answer as the back office's page received it. */
export const openIdCallbackValidator = vine.compile(
  vine.object({
    organizationId: vine.number().withoutDecimals().positive(),
    state: vine.string().maxLength(255).optional(),
    code: vine.string().maxLength(2048).optional(),
    iss: vine.string().maxLength(255).optional(),
    error: vine.string().maxLength(255).optional(),
    error_description: vine.string().maxLength(1024).optional(),
    /** The browser's secret; without it (another browser) the answer is refused with a business code. */
    bindingSecret: vine.string().maxLength(128).optional(),
  })
)
