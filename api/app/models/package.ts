import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import Item from '#models/item'

/** A parcel of items leaving a store or a workshop; closed, its content is locked. */
export default class Package extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare originId: number

  @column()
  declare destinationId: number | null

  @column()
  declare status: 'open' | 'closed' | 'shipped'

  @column.dateTime()
  declare closedAt: DateTime | null

  @manyToMany(() => Item, { pivotTable: 'package_items' })
  declare items: ManyToMany<typeof Item>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
