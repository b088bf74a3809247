import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import { sqlDateTime } from '#services/sql_time'

/** The Message-IDs of the e-mails jobs send (services/mail/mail_frame.ts `messageIdOf`). */
const JOB_MESSAGE = /@jobs\.reprise>$/

/**
 * Every mailer sends through this (config/mail.ts): an e-mail of a job (its Message-ID comes from the job's
 * key) is sent once per Message-ID. Before sending, the `sent_messages` table is asked; once the mailer has
 * accepted the message (the outbox file written, or the SMTP server's 250), its Message-ID is recorded at
 * once, in its own commit, before anything else of the job. A job run again because its worker died between
 * the send and the job's end, or because the handler failed after sending, therefore does not send again.
 *
 * The guarantee, honestly: with the outbox (the default) exactly one .eml per Message-ID, whatever happens
 * (the file is named by it). With SMTP, at most one send per Message-ID as far as our database knows: only a
 * crash in the few milliseconds between the server's acceptance and the record's commit (or a send whose
 * answer was lost) sends a second copy, with the same Message-ID, which receiving servers and clients use
 * to drop duplicates. Recording before sending instead would lose the e-mail on such a crash.
 */
export class OnceTransport implements MailTransportContract {
  constructor(private inner: MailTransportContract) {}

  async send(message: NodeMailerMessage, config?: unknown) {
    const messageId = typeof message.messageId === 'string' ? message.messageId : null
    if (!messageId || !JOB_MESSAGE.test(messageId)) return this.inner.send(message, config)
    // Imported here: config/mail.ts loads this file before the application's services exist.
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    if (await db.from('sent_messages').where('message_id', messageId).first()) {
      logger.info({ messageId }, 'e-mail already sent by an earlier run of its job: not sent again')
      return new MailResponse(messageId, { from: false, to: [] }, { skipped: true })
    }
    const response = await this.inner.send(message, config)
    // Sent: a failure to record it (two runs at once meeting on the key, the database away) is no failure.
    await db
      .insertQuery()
      .table('sent_messages')
      .insert({ message_id: messageId, sent_at: sqlDateTime() })
      .catch((error) => logger.warn({ messageId, err: error }, 'e-mail sent, not recorded'))
    return response
  }

  async close() {
    await this.inner.close?.()
  }
}
