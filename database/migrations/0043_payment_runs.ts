import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Payments that happen. A payment carries its idempotency key (the same for every attempt, so a
 * provider never pays it twice), its attempts and last failure, when it was paid, the SEPA file that carried
 * it and the information of a manual payment. `sepa_files` keeps each credit-transfer file (pain.001) with
 * its payments; `payouts` is the sandbox providers' own ledger: one row per idempotency key, whatever the
 * number of retries.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sepa_files', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('message_id', 35).notNullable().unique()
      table.string('file_key', 255).notNullable()
      table.integer('payment_count').notNullable()
      table.bigInteger('total_amount').notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('confirmed_at').nullable()
      table
        .integer('confirmed_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'created_at'])
    })

    this.schema.alterTable('payments', (table) => {
      table.string('idempotency_key', 64).nullable().unique()
      table.integer('attempts').notNullable().defaultTo(0)
      table.string('failure_reason', 64).nullable()
      table.timestamp('submitted_at').nullable()
      table.timestamp('paid_at').nullable()
      table
        .integer('sepa_file_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('sepa_files')
        .onDelete('SET NULL')
      table.string('manual_payment_info', 255).nullable()
      table.string('iban_holder', 140).nullable()
      table.index(['sepa_file_id'])
    })

    this.schema.createTable('payouts', (table) => {
      table.increments('id')
      table.string('provider', 64).notNullable()
      table.string('idempotency_key', 64).notNullable().unique()
      table
        .integer('payment_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('payments')
        .onDelete('CASCADE')
      table.integer('amount').notNullable()
      table.string('reference', 64).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('payouts')
    this.schema.alterTable('payments', (table) => {
      table.dropIndex(['sepa_file_id'])
      table.dropForeign(['sepa_file_id'])
      table.dropUnique(['idempotency_key'])
      for (const column of [
        'idempotency_key',
        'attempts',
        'failure_reason',
        'submitted_at',
        'paid_at',
        'sepa_file_id',
        'manual_payment_info',
        'iban_holder',
      ]) {
        table.dropColumn(column)
      }
    })
    this.schema.dropTable('sepa_files')
  }
}
