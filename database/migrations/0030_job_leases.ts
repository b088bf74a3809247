import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The job queue survives a crash: a claim holds a lease, and a running job whose lease ran out
 * (its worker died) is taken again; what a handler did is recorded under the job's key in the handler's
 * transaction, so a second run does not do it twice; the scheduler enqueues each tick of a schedule once,
 * however many processes run it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('jobs', (table) => {
      table.timestamp('lease_until').nullable()
      table.index(['status', 'lease_until'])
    })
    this.schema.createTable('job_effects', (table) => {
      table.string('job_key', 100).primary()
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('scheduled_ticks', (table) => {
      table.string('name', 64).notNullable()
      table.timestamp('tick_at').notNullable()
      table.primary(['name', 'tick_at'])
    })
  }

  async down() {
    this.schema.dropTable('scheduled_ticks')
    this.schema.dropTable('job_effects')
    this.schema.alterTable('jobs', (table) => {
      table.dropIndex(['status', 'lease_until'])
      table.dropColumn('lease_until')
    })
  }
}
