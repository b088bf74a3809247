import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A row of the job queue (services/jobs/queue.ts), read by the failed-jobs screen. The queue itself writes
 * jobs with plain queries: claiming and leasing are conditional updates this model does not take part in.
 */
export default class Job extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare type: string

  @column()
  declare payload: string

  @column()
  declare status: 'pending' | 'running' | 'done' | 'failed'

  @column()
  declare attempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare runAt: DateTime

  @column.dateTime()
  declare leaseUntil: DateTime | null

  @column()
  declare lastError: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
