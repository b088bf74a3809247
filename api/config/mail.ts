import { configProvider } from '@adonisjs/core'
import { defineConfig, transports } from '@adonisjs/mail'
import { apiPath, settings } from '#config/settings'
import { OutboxTransport } from '#services/mail/outbox_transport'
import { OnceTransport } from '#services/mail/once_transport'

/**
 * E-mails (DESIGN.md §1): the outbox folder api/tmp/outbox by default, SMTP in production (.env.example).
 * Each mailer sends a job's e-mail once per Message-ID (services/mail/once_transport.ts).
 */
const smtp = transports.smtp({
  host: settings.mail.smtpHost,
  port: settings.mail.smtpPort,
  ...(settings.mail.smtpUsername
    ? { auth: { type: 'login', user: settings.mail.smtpUsername, pass: settings.mail.smtpPassword } }
    : {}),
})

const mailConfig = defineConfig({
  default: settings.mail.mailer,
  from: settings.mail.from,
  mailers: {
    outbox: () => new OnceTransport(new OutboxTransport(apiPath('tmp/outbox'))),
    smtp: configProvider.create(async (app) => {
      const factory = await smtp.resolver(app)
      return () => new OnceTransport(factory())
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
