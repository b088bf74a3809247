import { defineConfig, transports } from '@adonisjs/mail'
import { apiPath, settings } from '#config/settings'
import { OutboxTransport } from '#services/mail/outbox_transport'

/**
 * E-mails (DESIGN.md §1): the outbox folder api/tmp/outbox by default, SMTP in production (.env.example).
 */
const mailConfig = defineConfig({
  default: settings.mail.mailer,
  from: settings.mail.from,
  mailers: {
    outbox: () => new OutboxTransport(apiPath('tmp/outbox')),
    smtp: transports.smtp({
      host: settings.mail.smtpHost,
      port: settings.mail.smtpPort,
      ...(settings.mail.smtpUsername
        ? { auth: { type: 'login', user: settings.mail.smtpUsername, pass: settings.mail.smtpPassword } }
        : {}),
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
