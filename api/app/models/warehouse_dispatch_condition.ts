import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'

export const CONDITION_ATTRIBUTES = ['brand', 'category', 'circuit', 'productState'] as const
export const CONDITION_OPERATORS = ['in', 'notIn'] as const

export default class WarehouseDispatchCondition extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ruleId: number

  @column()
  declare attribute: (typeof CONDITION_ATTRIBUTES)[number]

  @column()
  declare operator: (typeof CONDITION_OPERATORS)[number]

  @column(jsonColumn<string[]>([]))
  declare values: string[]
}
