import { BaseModel, column } from '@adonisjs/lucid/orm'

export const INSTRUCTION_TYPES = [
  'agenda',
  'close',
  'deliver',
  'insert',
  'join',
  'mailbox',
  'none',
  'post',
  'print',
  'protect',
  'sign',
] as const

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
  declare type: (typeof INSTRUCTION_TYPES)[number]
}
