import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The SFTP drop (part 1 §4 "SFTP"). One access per account: its user name identifies the account
 * on the SFTP server; only the hash of the one-time password shown at activation is kept (argon2, as user
 * passwords). The last deposit, accepted or refused, is kept for the settings screen.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sftp_accesses', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('username', 64).notNullable().unique()
      table.string('password_hash', 255).nullable()
      table.boolean('active').notNullable().defaultTo(false)
      table.timestamp('activated_at').nullable()
      table
        .integer('activated_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('deactivated_at').nullable()
      table.timestamp('last_deposit_at').nullable()
      table.string('last_file_name', 255).nullable()
      table.string('last_error', 48).nullable()
      table.integer('last_import_id').unsigned().nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('sftp_accesses')
  }
}
