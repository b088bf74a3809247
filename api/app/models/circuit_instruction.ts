import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { InstructionType } from '#domain/circuits'

export default class CircuitInstruction extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare circuitId: number

  @column()
  declare sequence: number

  @column()
  declare label: string

  @column()
  declare type: InstructionType
}
