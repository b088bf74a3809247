import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import RefurbStep from '#models/refurb_step'

/** An answer of a refurb diagnostic question and the refurb steps it proposes. */
export default class RefurbDiagnosticAnswer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare questionId: number

  @column()
  declare position: number

  @column()
  declare name: string

  @manyToMany(() => RefurbStep, { pivotTable: 'refurb_answer_steps', pivotForeignKey: 'answer_id' })
  declare steps: ManyToMany<typeof RefurbStep>
}
