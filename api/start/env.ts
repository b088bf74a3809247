/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
| Every setting is listed with its embedded default in the repository's .env.example.
| The .env file, when present, is read from the repository root.
*/
import { Env } from '@adonisjs/core/env'

// From the sources (api/start/env.ts) or from the build (api/build/api/start/env.js): the repository root.
const repositoryRoot = new URL(import.meta.url.endsWith('.ts') ? '../../' : '../../../../', import.meta.url)

export default await Env.create(repositoryRoot, {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_KEY_PREVIOUS: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  ACCESS_TOKEN_LIFETIME: Env.schema.string.optional(),
  ANONYMOUS_TOKEN_LIFETIME: Env.schema.string.optional(),
  ANONYMOUS_TOKENS_PER_MINUTE: Env.schema.number.optional(),
  LOGIN_MAX_ATTEMPTS: Env.schema.number.optional(),
  LOGIN_BLOCK_WINDOW: Env.schema.string.optional(),
  UPLOADS_PER_MINUTE: Env.schema.number.optional(),
  UPLOADS_FOLDER: Env.schema.string.optional(),
  WEBHOOK_WINDOW_SECONDS: Env.schema.number.optional(),
  LOGIN_MAX_DELAY_SECONDS: Env.schema.number.optional(),
  LOGIN_BLOCK_MAX_ATTEMPTS: Env.schema.number.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  LIMITER_STORE: Env.schema.enum.optional(['database', 'memory'] as const),

  STOREFRONT_DEFAULT_ACCOUNT: Env.schema.string.optional(),
  MAP_TILE_URL: Env.schema.string.optional(),
  MAP_TILE_ATTRIBUTION: Env.schema.string.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  STORAGE_ROOT: Env.schema.string.optional(),
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),

  JOBS_WORKER: Env.schema.boolean.optional(),
  JOB_LEASE_SECONDS: Env.schema.number.optional(),
  SHUTDOWN_GRACE_SECONDS: Env.schema.number.optional(),
  HTTP_KEEP_ALIVE_SECONDS: Env.schema.number.optional(),

  CARRIER_SANDBOX_TRANSIT_MINUTES: Env.schema.number.optional(),
  CONNECTOR_TEST_TIMEOUT_MS: Env.schema.number.optional(),
  PAYMENT_ADAPTER_TIMEOUT_MS: Env.schema.number.optional(),
  BUYER_ESTIMATION_TIMEOUT_MS: Env.schema.number.optional(),
  CARRIER_TIMEOUT_MS: Env.schema.number.optional(),
  OUTBOUND_ALLOWED_HOSTS: Env.schema.string.optional(),

  SFTP_ENABLED: Env.schema.boolean.optional(),
  SFTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SFTP_PORT: Env.schema.number.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['outbox', 'smtp'] as const),
  MAIL_FROM: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  METRICS_TOKEN: Env.schema.string.optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: Env.schema.string.optional(),
  OTEL_SERVICE_NAME: Env.schema.string.optional(),
  BACKUP_DIR: Env.schema.string.optional(),
  BACKUP_CRON: Env.schema.string.optional(),
  BACKUP_KEEP: Env.schema.number.optional(),
})
