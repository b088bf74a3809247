import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import Item from '#models/item'

export type PackageKind = 'to_workshop' | 'to_buyer'
/** Open while items are scanned in; closed, it is shipped (content locked, label booked); then delivered. */
export type PackageStatus = 'open' | 'shipped' | 'delivered'

/** A parcel of items leaving a store or a workshop; closed, its content is locked. */
export default class Package extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare accountId: number | null

  /** From a store to its workshop, or from a workshop to the buyer. */
  @column()
  declare kind: PackageKind

  @column()
  declare destinationAccountId: number | null

  @column()
  declare createdBy: number | null

  @column()
  declare originId: number

  @column()
  declare destinationId: number | null

  @column()
  declare status: PackageStatus

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime()
  declare deliveredAt: DateTime | null

  @manyToMany(() => Item, { pivotTable: 'package_items' })
  declare items: ManyToMany<typeof Item>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
