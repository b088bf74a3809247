import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * E-mails sent by jobs, by Message-ID: a job run again after its worker died between sending its
 * e-mail and ending finds the message recorded and does not send it twice (services/mail/once_transport.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sent_messages', (table) => {
      table.string('message_id', 255).primary()
      table.timestamp('sent_at').notNullable()
      table.index(['sent_at'])
    })
  }

  async down() {
    this.schema.dropTable('sent_messages')
  }
}
