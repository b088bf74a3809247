import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type ConnectorConfiguration from '#models/connector_configuration'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'
import type { ConnectorKind } from '#services/connectors/kinds'
import { SECRET_MASK } from '#presenters/connector'
import { isDuplicateKey } from '#services/database_errors'
import type { PropertyInput } from '#validators/connectors'
import { nameUsed, type PlannedProperty } from '#services/connectors/configuration_rules'

/**
 * What creating and changing a connector configuration share (actions/connectors/{create,update}_
 * configuration.ts): the fields sent, the plan of its properties (secrets kept when sent back masked) and
 * their writing in one transaction.
 */
export interface ConfigurationFields {
  name?: string
  active?: boolean
  properties?: PropertyInput[]
}

/** A secret sent back as the mask, or left empty, keeps the stored one ("leave empty to keep"). */
const keepsSecret = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' || value === SECRET_MASK

/** What each sent property becomes: a declared field's secrecy is the kind's, never the client's. */
export function plan(kind: ConnectorKind, sent: PropertyInput[], stored: ConnectorConfigurationProperty[]) {
  const storedByName = new Map(stored.map((property) => [property.name, property]))
  return sent
    .filter((property): property is PropertyInput & { name: string } => Boolean(property.name))
    .map((property): PlannedProperty => {
      const declared = kind.fields.find((field) => field.name === property.name)
      const previous = storedByName.get(property.name)
      const isSecret = declared?.secret ?? previous?.isSecret ?? property.isSecret ?? false
      const value = property.value ?? null
      if (isSecret && keepsSecret(value)) {
        const kept = Boolean(previous?.isSecret && previous.value)
        return { name: property.name, isSecret, value: null, keep: kept, filled: kept }
      }
      return { name: property.name, isSecret, value, keep: false, filled: value !== null && value !== '' }
    })
}

/** Replaces the configuration's properties with the planned set, in the caller's transaction. */
export async function writeProperties(
  configuration: ConnectorConfiguration,
  planned: PlannedProperty[],
  trx: TransactionClientContract
) {
  const stored = await ConnectorConfigurationProperty.query({ client: trx }).where(
    'configuration_id',
    configuration.id
  )
  const wanted = new Map(planned.map((property) => [property.name, property]))
  for (const property of stored) {
    if (!wanted.has(property.name)) await property.useTransaction(trx).delete()
  }
  for (const property of planned) {
    const row =
      stored.find((one) => one.name === property.name) ??
      new ConnectorConfigurationProperty().merge({ configurationId: configuration.id, name: property.name })
    row.useTransaction(trx)
    row.isSecret = property.isSecret
    if (!property.keep) row.value = property.value === '' ? null : property.value
    await row.save()
  }
}

/** The work in one transaction; a name already taken by another configuration is a field error. */
export async function saving<T>(i18n: I18n, work: (trx: TransactionClientContract) => Promise<T>) {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (isDuplicateKey(error)) throw nameUsed(i18n)
    throw error
  }
}
