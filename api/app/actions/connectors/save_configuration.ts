import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ConnectorConfiguration from '#models/connector_configuration'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'
import type { ConnectorKind } from '#services/connectors/kinds'
import { SECRET_MASK } from '#services/connectors/presenter'
import { isDuplicateKey } from '#services/database_errors'
import type { PropertyInput } from '#validators/connectors'
import { checkConfiguration, nameUsed, type PlannedProperty } from '#actions/connectors/configuration_rules'

export interface ConfigurationFields {
  name?: string
  active?: boolean
  properties?: PropertyInput[]
}

/** A secret sent back as the mask, or left empty, keeps the stored one ("leave empty to keep"). */
const keepsSecret = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' || value === SECRET_MASK

/** What each sent property becomes: a declared field's secrecy is the kind's, never the client's. */
function plan(kind: ConnectorKind, sent: PropertyInput[], stored: ConnectorConfigurationProperty[]) {
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
async function writeProperties(
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

async function saving<T>(i18n: I18n, work: (trx: TransactionClientContract) => Promise<T>) {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (isDuplicateKey(error)) throw nameUsed(i18n)
    throw error
  }
}

export async function createConfiguration(
  i18n: I18n,
  accountId: number,
  kind: ConnectorKind,
  fields: ConfigurationFields & { name: string }
) {
  const sent = fields.properties ?? []
  const planned = plan(kind, sent, [])
  await checkConfiguration(
    i18n,
    { accountId, name: fields.name, kind },
    planned,
    sent.map((one) => one.name)
  )
  return saving(i18n, async (trx) => {
    const configuration = await ConnectorConfiguration.create(
      { accountId, connector: kind.id, name: fields.name, active: fields.active ?? true },
      { client: trx }
    )
    await writeProperties(configuration, planned, trx)
    return configuration
  })
}

/** A merge-patch of a configuration whose form version was claimed (services/concurrency.ts). */
export async function updateConfiguration(
  i18n: I18n,
  configuration: ConnectorConfiguration,
  kind: ConnectorKind,
  fields: ConfigurationFields
) {
  const stored = configuration.properties
  const sent = fields.properties ?? stored.map((property) => ({ name: property.name, value: SECRET_MASK }))
  const planned = fields.properties
    ? plan(kind, sent, stored)
    : stored.map((property) => ({
        name: property.name,
        isSecret: property.isSecret,
        value: property.value,
        keep: true,
        filled: Boolean(property.value),
      }))
  const name = fields.name ?? configuration.name
  await checkConfiguration(
    i18n,
    { accountId: configuration.accountId, configurationId: configuration.id, name, kind },
    planned,
    sent.map((one) => one.name)
  )
  return saving(i18n, async (trx) => {
    configuration.useTransaction(trx)
    configuration.merge({ name, active: fields.active ?? configuration.active })
    await configuration.save()
    if (fields.properties) await writeProperties(configuration, planned, trx)
    return configuration
  })
}

export async function deleteConfiguration(configuration: ConnectorConfiguration) {
  await db.transaction(async (trx) => {
    await ConnectorConfigurationProperty.query({ client: trx })
      .where('configuration_id', configuration.id)
      .delete()
    await configuration.useTransaction(trx).delete()
  })
}
