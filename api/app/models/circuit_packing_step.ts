import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class CircuitPackingStep extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare circuitId: number

  @column()
  declare sequence: number

  @column()
  declare label: string
}
