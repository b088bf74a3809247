/** The shapes of part 2 §7 `connectors` and `connector-organizations` (secrets come back masked). */
export interface ConnectorField {
  name: string
  labelKey: string
  secret: boolean
  required: boolean
  url: boolean
}

export interface ConnectorKind {
  id: string
  name: string
  type: string
  fqn: string
  sandbox: boolean
  fields: ConnectorField[]
}

export interface ConfigurationProperty {
  name: string
  value: string | null
  isSecret: boolean
  hasValue: boolean
}

export interface Configuration {
  id: number
  connector: string
  name: string
  active: boolean
  version: number
  properties: ConfigurationProperty[]
}

export interface ConnectionTest {
  ok: boolean
  message: string
}

/** One call of a configuration to its outside party (GET connector-organizations/:id/calls). */
export interface ConnectorCall {
  id: number
  at: string
  operation: string
  outcome: 'ok' | 'refused' | 'error' | 'timeout'
  httpStatus: number | null
  durationMs: number
  error: string | null
}
