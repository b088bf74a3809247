import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * The embedded default mailer: each message is written, whole (MIME, attachments included), as an .eml file
 * in the outbox folder, where a newcomer opens it with any mail client. Production sets MAIL_MAILER=smtp.
 */
export class OutboxTransport implements MailTransportContract {
  #composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private folder: string) {}

  async send(message: NodeMailerMessage) {
    const sent = await this.#composer.sendMail(message)
    await mkdir(this.folder, { recursive: true })
    // A message sent again with its Message-ID (a job run twice) replaces its file instead of adding one.
    const id = sent.messageId.replace(/[^\w.-]/g, '')
    const name = id.includes('jobs.reprise')
      ? `${id}.eml`
      : `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`
    await writeFile(join(this.folder, name), sent.message as Buffer)
    return new MailResponse(sent.messageId, sent.envelope, sent)
  }
}
