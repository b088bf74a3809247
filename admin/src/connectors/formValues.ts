import type { RaRecord } from 'react-admin'
import type { Configuration } from './types'

/**
 * The form keeps the properties by name (`properties.apiKey`), the way the API names its field errors;
 * the API takes and gives them as a list. A secret is never in the form: empty means "keep it".
 */
export interface ConfigurationForm {
  name: string
  active: boolean
  version?: number
  properties: Record<string, string>
  /** Secrets already stored, to say "leave empty to keep". */
  storedSecrets?: string[]
}

export function toForm(record: Configuration): ConfigurationForm & RaRecord {
  return {
    ...record,
    properties: Object.fromEntries(
      record.properties.map((property) => [property.name, property.isSecret ? '' : (property.value ?? '')])
    ),
    storedSecrets: record.properties
      .filter((property) => property.isSecret && property.hasValue)
      .map((property) => property.name),
  }
}

/** The API's body: filled properties, and stored secrets left empty (the server keeps them). */
export function toBody(form: ConfigurationForm) {
  const kept = form.storedSecrets ?? []
  return {
    name: form.name,
    active: form.active,
    version: form.version,
    properties: Object.entries(form.properties ?? {})
      .filter(([name, value]) => (value ?? '') !== '' || kept.includes(name))
      .map(([name, value]) => ({ name, value: value ?? '' })),
  }
}
