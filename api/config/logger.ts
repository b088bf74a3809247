import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

/**
 * Secrets, IBANs and identity numbers never reach the logs: pino redacts them wherever they appear.
 */
const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'reprise-api',
      level: env.get('LOG_LEVEL', app.inTest ? 'silent' : 'info'),
      redact: {
        paths: [
          'password',
          '*.password',
          'passwordConfirmation',
          '*.passwordConfirmation',
          'token',
          '*.token',
          'iban',
          '*.iban',
          'nationalIdentification',
          '*.nationalIdentification',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
      transport: {
        targets: targets()
          .pushIf(!app.inProduction, targets.pretty())
          .pushIf(app.inProduction, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
