import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import SsoConfiguration from '#models/sso_configuration'
import SsoDomain from '#models/sso_domain'
import BusinessError from '#exceptions/business_error'
import { claimEdit } from '#services/concurrency'
import { SECRET_MASK } from '#presenters/connector'
import { isDuplicateKey } from '#services/database_errors'
import { isLoopback } from '#services/openid/issuers'
import { presentSsoConfiguration } from '#presenters/sso_configuration'
import type { ssoConfigurationValidator } from '#validators/sso'

type Fields = Infer<typeof ssoConfigurationValidator>

/**
 * Saves the organisation's provider and domains in one transaction, versioned. The issuer must be https
 * (http only on this machine); each domain is served by one organisation only.
 */
export async function saveSsoConfiguration(i18n: I18n, accountId: number, fields: Fields) {
  const t = (key: string) => i18n.t(`connectors.sso.${key}`)
  const issuer = new URL(fields.issuer)
  if (issuer.protocol !== 'https:' && !isLoopback(issuer)) {
    throw new errors.E_VALIDATION_ERROR({ issuer: t('https_only') })
  }
  const taken = await db
    .from('sso_domains')
    .join('sso_configurations', 'sso_configurations.id', 'sso_domains.sso_configuration_id')
    .whereIn('sso_domains.domain', fields.domains)
    .whereNot('sso_configurations.account_id', accountId)
    .select('sso_domains.domain')
  if (taken.length)
    throw domainsTaken(
      t,
      fields.domains,
      taken.map((row) => row.domain)
    )

  try {
    await db.transaction(async (trx) => {
      let configuration = await SsoConfiguration.query({ client: trx }).where('accountId', accountId).first()
      if (configuration) claimEdit(configuration, fields.version)
      else if (fields.version) throw new BusinessError('conflict', 409)
      configuration ??= new SsoConfiguration().merge({ accountId })
      configuration.useTransaction(trx)
      configuration.merge({ issuer: fields.issuer, clientId: fields.clientId, isActive: fields.isActive })
      configuration.trustProviderEmails =
        fields.trustProviderEmails ?? configuration.trustProviderEmails ?? false
      if (fields.clientSecret !== SECRET_MASK) configuration.clientSecret = fields.clientSecret || null
      await configuration.save()
      await SsoDomain.query({ client: trx }).where('ssoConfigurationId', configuration.id).delete()
      await SsoDomain.createMany(
        fields.domains.map((domain) => ({ ssoConfigurationId: configuration!.id, domain })),
        { client: trx }
      )
    })
  } catch (error) {
    // Another organisation claimed one of the domains since the check.
    if (isDuplicateKey(error)) throw domainsTaken(t, fields.domains, fields.domains)
    throw error
  }
  return presentSsoConfiguration(accountId)
}

function domainsTaken(t: (key: string) => string, sent: string[], taken: string[]) {
  const messages: Record<string, string> = {}
  sent.forEach((domain, index) => {
    if (taken.includes(domain)) messages[`domains.${index}`] = t('domain_used')
  })
  return new errors.E_VALIDATION_ERROR(messages)
}
