import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'

/** `language`: the block shows only to visitors reading that language (none: to every visitor). */
export type HomeWidget = { language?: string | null } & (
  | { type: 'html'; html: string }
  | { type: 'products'; title?: string | null; productIds: string[] }
  | { type: 'search'; title: string; image: string | null }
  | { type: 'banner'; title: string; image: string | null }
)

export default class HomeConfig extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare metaTitle: string | null

  @column()
  declare metaDescription: string | null

  @column()
  declare status: 'draft' | 'published'

  @column(jsonColumn<HomeWidget[]>([]))
  declare widgets: HomeWidget[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
