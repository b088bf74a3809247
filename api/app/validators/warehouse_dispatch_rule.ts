import vine from '@vinejs/vine'
import { CONDITION_ATTRIBUTES, CONDITION_OPERATORS } from '#models/warehouse_dispatch_condition'

/**
 * Part 2 §5 "Other": a warehouse dispatch rule has a title, at least one condition (attribute brand,
 * category, circuit or productState; operator in or notIn; at least one value) and at least one
 * destination workshop. The default workshop, when given, is one of the destinations.
 */
export const warehouseDispatchRuleValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(255),
    position: vine.number().withoutDecimals().range([0, 10_000]).optional(),
    geographic: vine.boolean().optional(),
    status: vine.enum(['enabled', 'disabled'] as const).optional(),
    destinationWarehouseIds: vine.array(vine.number().withoutDecimals()).minLength(1),
    defaultWarehouseId: vine.number().withoutDecimals().nullable().optional(),
    conditions: vine
      .array(
        vine.object({
          attribute: vine.enum(CONDITION_ATTRIBUTES),
          operator: vine.enum(CONDITION_OPERATORS),
          values: vine.array(vine.string().trim().minLength(1).maxLength(255)).minLength(1),
        })
      )
      .minLength(1),
  })
)
