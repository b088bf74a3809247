import vine from '@vinejs/vine'
import { BOUNDS } from '#domain/bounds'

/** Part 2 §5 and §9 for connectors: names as any 255-character text; the list page size of the kinds. */
export const CONNECTOR_BOUNDS = {
  name: BOUNDS.stockName.max,
  propertyName: 255,
  propertyValue: 4000,
  properties: 50,
  listPageSize: 500,
} as const

/**
 * The shape of a connector configuration (part 2 §5 "Connector configuration"). What depends on the
 * account or the kind (name unique, at least one property, property names, the kind's required fields and
 * addresses) is checked by services/connectors/configuration_rules.ts, with the messages of the spec.
 */
const property = vine.object({
  name: vine.string().trim().maxLength(CONNECTOR_BOUNDS.propertyName).optional(),
  value: vine.string().maxLength(CONNECTOR_BOUNDS.propertyValue).nullable().optional(),
  /** Only for a property the kind does not declare: a declared field's secrecy is the kind's. */
  isSecret: vine.boolean().optional(),
})

const properties = () => vine.array(property).maxLength(CONNECTOR_BOUNDS.properties)

export const createConfigurationValidator = vine.compile(
  vine.object({
    connector: vine.string().trim().maxLength(64),
    organizationId: vine.number().withoutDecimals().optional(),
    name: vine.string().trim().minLength(1).maxLength(CONNECTOR_BOUNDS.name),
    active: vine.boolean().optional(),
    properties: properties().optional(),
  })
)

/** A merge-patch: what is absent stays; `properties`, when sent, is the whole new set. */
export const updateConfigurationValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(CONNECTOR_BOUNDS.name).optional(),
    active: vine.boolean().optional(),
    properties: properties().optional(),
  })
)

export const launchGenericValidator = vine.compile(
  vine.object({
    action: vine.string().trim().minLength(1).maxLength(64),
    values: vine.any().optional(),
  })
)

export const launchRuleValidator = vine.compile(
  vine.object({ action: vine.string().trim().minLength(1).maxLength(64) })
)

export type PropertyInput = { name?: string; value?: string | null; isSecret?: boolean }
