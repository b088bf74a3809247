import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { ConnectorKind } from '#services/connectors/kinds'
import { isAllowedEndpoint } from '#services/connectors/endpoints'

/** A property as it will be stored: its clear value, or `keep` for a secret the form left as it was. */
export interface PlannedProperty {
  name: string
  isSecret: boolean
  value: string | null
  keep: boolean
  /** Whether a value will be there after the save (a kept secret that has one counts). */
  filled: boolean
}

/**
 * Part 2 §5 "Connector configuration": the name unique in the account ("configuration name already
 * used"), at least one property, every property named (once), and the kind's required fields filled and its
 * addresses https. Every broken rule is reported at once, on its field.
 */
export async function checkConfiguration(
  i18n: I18n,
  target: { accountId: number; configurationId?: number; name: string; kind: ConnectorKind },
  planned: PlannedProperty[],
  sentNames: (string | undefined)[]
) {
  const messages: Record<string, string> = {}
  const t = (key: string) => i18n.t(`connectors.validation.${key}`)

  const taken = db
    .from('connector_configurations')
    .where('account_id', target.accountId)
    .where('name', target.name)
  if (target.configurationId) taken.whereNot('id', target.configurationId)
  if (await taken.first()) messages.name = t('name_used')

  if (sentNames.length === 0) messages.properties = t('properties_required')
  const seen = new Set<string>()
  sentNames.forEach((name, index) => {
    if (!name) messages[`properties.${index}.name`] = t('property_name_required')
    else if (seen.has(name)) messages[`properties.${index}.name`] = t('property_name_twice')
    else seen.add(name)
  })

  const byName = new Map(planned.map((property) => [property.name, property]))
  for (const field of target.kind.fields) {
    const property = byName.get(field.name)
    if (field.required && !property?.filled) messages[`properties.${field.name}`] = t('field_required')
    else if (field.url && property?.value && !isAllowedEndpoint(property.value)) {
      messages[`properties.${field.name}`] = t('https_only')
    }
  }

  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** The same refusal as the rule, for the loser of a race on the unique key. */
export const nameUsed = (i18n: I18n) =>
  new errors.E_VALIDATION_ERROR({ name: i18n.t('connectors.validation.name_used') })
