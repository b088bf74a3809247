import type ConnectorConfiguration from '#models/connector_configuration'
import type ConnectorConfigurationProperty from '#models/connector_configuration_property'

/**
 * What the API shows of a secret: never its value, clear or encrypted (DESIGN.md §7). A form that sends
 * the mask back (or nothing) keeps the stored secret.
 */
export const SECRET_MASK = '••••••••'

export function presentProperty(property: ConnectorConfigurationProperty) {
  const hasValue = property.value !== null && property.value !== ''
  return {
    name: property.name,
    value: property.isSecret ? (hasValue ? SECRET_MASK : null) : property.value,
    isSecret: property.isSecret,
    hasValue,
  }
}

/** A configuration for the back office: its properties in name order, secrets masked. */
export function presentConfiguration(configuration: ConnectorConfiguration) {
  const properties = [...(configuration.properties ?? [])].sort((a, b) => a.name.localeCompare(b.name))
  return {
    id: configuration.id,
    accountId: configuration.accountId,
    connector: configuration.connector,
    name: configuration.name,
    active: configuration.active,
    version: configuration.version,
    updatedAt: configuration.updatedAt?.toISO() ?? null,
    properties: properties.map(presentProperty),
  }
}

/** The clear values a connector needs, by property name; for the server's own use, never for an answer. */
export function clearProperties(configuration: ConnectorConfiguration) {
  return Object.fromEntries(
    (configuration.properties ?? []).map((property) => [property.name, property.clearValue])
  ) as Record<string, string | null>
}
