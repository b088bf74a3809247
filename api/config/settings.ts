import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import env from '#start/env'

/**
 * The api/ folder, whether this file runs from its sources (api/config/settings.ts, through ts-node) or
 * from the build `npm start` runs (api/build/api/config/settings.js, made by `node ace build`): relative
 * settings (the SQLite file, the storage, the outbox) and the built front ends are found from there.
 */
const apiRoot = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../' : '../../../', import.meta.url))

/** A path of the api/ folder; an absolute one is kept as it is. */
export const apiPath = (...parts: string[]) => resolve(apiRoot, ...parts)

/**
 * The product's public address, which e-mails and signed links lead to: `APP_URL` when set, else the
 * address and port this server listens on (a wildcard address stands for this machine, `localhost`), so
 * that a link never names a host the product is not served on.
 */
export function publicAddress(configured: string | undefined, host: string, port: number) {
  if (configured?.trim()) return configured.trim().replace(/\/+$/, '')
  const name = ['', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/**
 * Settings with their embedded defaults, read once from the environment. Every name here is listed in
 * .env.example; nothing else in the API reads process.env.
 */
const nodeEnv = env.get('NODE_ENV', 'development')
const dbConnection = env.get('DB_CONNECTION', 'sqlite')

export const settings = {
  nodeEnv,
  isTest: nodeEnv === 'test',
  isProduction: nodeEnv === 'production',
  port: env.get('PORT', 3333),
  /** Keys APP_KEY replaced, comma separated: what was encrypted or signed under them still reads. */
  previousAppKeys: env
    .get('APP_KEY_PREVIOUS', '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean),
  host: env.get('HOST', '0.0.0.0'),
  dbConnection,
  sqliteFile: env.get('SQLITE_FILE', nodeEnv === 'test' ? 'tmp/test.sqlite' : 'tmp/reprise.sqlite'),
  mysql: {
    host: env.get('DB_HOST', '127.0.0.1'),
    port: env.get('DB_PORT', 3306),
    user: env.get('DB_USER', 'root'),
    password: env.get('DB_PASSWORD', ''),
    database: env.get('DB_DATABASE', nodeEnv === 'test' ? 'reprise_test' : 'reprise'),
  },
  accessTokenLifetime: env.get('ACCESS_TOKEN_LIFETIME', '12h'),
  anonymousTokenLifetime: env.get('ANONYMOUS_TOKEN_LIFETIME', '2h'),
  loginMaxAttempts: env.get('LOGIN_MAX_ATTEMPTS', 10),
  loginBlockWindow: env.get('LOGIN_BLOCK_WINDOW', '15 mins'),
  /** The longest an account waits between two tries once past LOGIN_MAX_ATTEMPTS failures. */
  loginMaxDelaySeconds: env.get('LOGIN_MAX_DELAY_SECONDS', 60),
  /** Failed sign-ins one address block (/24, /64) may make within LOGIN_BLOCK_WINDOW, every account together. */
  loginBlockMaxAttempts: env.get('LOGIN_BLOCK_MAX_ATTEMPTS', 100),
  /**
   * The proxies whose `X-Forwarded-For` is believed (proxy-addr names or addresses and ranges, comma
   * separated: `loopback`, `10.0.0.0/8`); empty: none, the caller's address is the connection's.
   */
  trustedProxies: env.get('TRUSTED_PROXIES', nodeEnv === 'test' ? 'loopback' : ''),
  limiterStore: env.get('LIMITER_STORE', 'database'),
  /** Uploads one caller may send per minute, on all the routes that take files together. */
  uploadsPerMinute: env.get('UPLOADS_PER_MINUTE', 60),
  /** Where an upload's files wait while its request is answered (relative to api/). */
  uploadsFolder: env.get('UPLOADS_FOLDER', nodeEnv === 'test' ? 'tmp/test-uploads' : 'tmp/uploads'),
  /**
   * How far a webhook's own timestamp may be from now, in seconds, either way: a delivery outside it is
   * refused as a replay, and one inside it is taken once per event id.
   */
  webhookWindowSeconds: env.get('WEBHOOK_WINDOW_SECONDS', 900),
  storefrontDefaultAccount: env.get('STOREFRONT_DEFAULT_ACCOUNT', ''),
  /** The tiles of the storefront's drop-off map, and the attribution their provider asks for. */
  mapTileUrl: env.get('MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  mapTileAttribution: env.get('MAP_TILE_ATTRIBUTION', '© OpenStreetMap contributors'),
  corsOrigins: env.get('CORS_ORIGINS', ''),
  storageRoot: env.get('STORAGE_ROOT', nodeEnv === 'test' ? 'tmp/test-storage' : 'storage'),
  /** Where stored files live: `fs` (STORAGE_ROOT, one machine) or `s3` (a bucket several instances share). */
  drive: {
    disk: env.get('DRIVE_DISK', 'fs'),
    s3: {
      bucket: env.get('S3_BUCKET', 'reprise'),
      region: env.get('S3_REGION', 'eu-west-1'),
      /** An S3-compatible service's address (MinIO, Scaleway, …); empty: AWS itself. */
      endpoint: env.get('S3_ENDPOINT', ''),
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
      accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
      secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
    },
  },
  /** Whether each web process also runs the job worker (e-mails and other background work). */
  jobsWorker: env.get('JOBS_WORKER', true),
  /** How long a worker holds a job it took; past it, the job is taken again (its worker died). */
  jobLeaseSeconds: env.get('JOB_LEASE_SECONDS', 600),
  /**
   * How long a stopping process (SIGTERM) gives the requests in flight and its running job before it closes
   * their connections and hands the job back to the queue.
   */
  shutdownGraceSeconds: env.get('SHUTDOWN_GRACE_SECONDS', 10),
  /** How long an idle HTTP connection stays open (services/http_keep_alive.ts says why above 60). */
  httpKeepAliveSeconds: env.get('HTTP_KEEP_ALIVE_SECONDS', 65),
  /**
   * How long a parcel booked with the sandbox carrier takes from booking to delivery, in minutes; its
   * tracking events are spread over that time (0: delivered as soon as it is tracked, for end-to-end tests).
   */
  carrierSandboxTransitMinutes: env.get('CARRIER_SANDBOX_TRANSIT_MINUTES', 1440),
  connectors: {
    /** How long a connection test waits for the peer of a connector configuration. */
    testTimeoutMs: env.get('CONNECTOR_TEST_TIMEOUT_MS', 3000),
    /** How long an estimate waits for the buyer's estimation API before refusing with buyer_unreachable. */
    buyerEstimationTimeoutMs: env.get('BUYER_ESTIMATION_TIMEOUT_MS', 3000),
    /** How long a call to a carrier's API (Sendcloud) waits before it counts as unavailable (retried). */
    carrierTimeoutMs: env.get('CARRIER_TIMEOUT_MS', 15000),
    /** How long a call to a payment adapter waits (then the job retries it with the queue's backoff). */
    paymentAdapterTimeoutMs: env.get('PAYMENT_ADAPTER_TIMEOUT_MS', 10000),
  },
  outbound: {
    /**
     * Host names, addresses or subnets (comma-separated) an outbound call may reach although they are not
     * public (services/outbound/guard.ts): an on-premises peer, the tests' loopback servers. Empty: none.
     */
    allowedHosts: env.get('OUTBOUND_ALLOWED_HOSTS', ''),
  },
  /** The address e-mails link to when the client's white-label site has no host of its own. */
  appUrl: publicAddress(env.get('APP_URL'), env.get('HOST', '0.0.0.0'), env.get('PORT', 3333)),
  mail: {
    mailer: env.get('MAIL_MAILER', 'outbox'),
    from: env.get('MAIL_FROM', 'Reprise <no-reply@reprise.test>'),
    smtpHost: env.get('SMTP_HOST', '127.0.0.1'),
    smtpPort: env.get('SMTP_PORT', 587),
    smtpUsername: env.get('SMTP_USERNAME', ''),
    smtpPassword: env.get('SMTP_PASSWORD', ''),
  },
  /** The bearer token `GET /metrics` asks for; empty: no metrics are kept and the route answers 404. */
  metricsToken: env.get('METRICS_TOKEN', ''),
  /** Where traces go (OTLP over HTTP, e.g. http://collector:4318); empty: no tracing at all. */
  otelEndpoint: env.get('OTEL_EXPORTER_OTLP_ENDPOINT', ''),
  otelServiceName: env.get('OTEL_SERVICE_NAME', 'reprise-api'),
  backup: {
    /** The folder the archives of `npm run backup` and of the scheduled backup are written to. */
    dir: env.get('BACKUP_DIR', 'tmp/backups'),
    /** When the scheduled backup runs (cron, UTC); empty: never. */
    cron: env.get('BACKUP_CRON', ''),
    /** How many archives the scheduled backup keeps in BACKUP_DIR (the oldest are removed). */
    keep: env.get('BACKUP_KEEP', 7),
  },
} as const
