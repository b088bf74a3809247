import { defineConfig, devices } from '@playwright/test'
import { chromium } from './support/browser.js'
import { TILE_URL } from './support/tiles.js'

/**
 * End-to-end suites against the built product, started on a throwaway SQLite database with the demo data
 * (scripts/run-e2e.mjs builds the front ends and prepares the browser first).
 */
const port = Number(process.env.E2E_PORT ?? 3340)
// Several checkouts or sessions may run suites side by side on their own port and database file.
const sqliteFile = process.env.E2E_SQLITE_FILE ?? 'tmp/e2e.sqlite'
export const baseURL = `http://127.0.0.1:${port}`
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789'

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A test takes 3-25 s on a quiet machine: 120 s is more than three times the longest, so that the suite
  // also holds on a machine other programs keep busy (it is checked with a CPU hog beside it, and on a
  // shared two-core machine at load 25-30 the tests took 40-80 s). An assertion waits up to 30 s for what
  // the user sees: it returns as soon as it is there, so the bound only costs time when a test fails.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // The back office is used and judged on a 1366 × 768 laptop screen.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions: chromium },
      testIgnore: /\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node ../api/bin/start.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DB_CONNECTION: 'sqlite',
      SQLITE_FILE: sqliteFile,
      LOG_LEVEL: 'warn',
      // Addresses the API gives out (e-mail links, the OpenID redirect URIs) point at this server.
      APP_URL: baseURL,
      // Parcels of the sandbox carrier are delivered at the first tracking run (the transports spec).
      CARRIER_SANDBOX_TRANSIT_MINUTES: '0',
      // The test OpenID provider runs on loopback, which the outbound guard refuses unless allowed.
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      // The stores page's map reads its tiles from the loopback server of support/tiles.ts.
      MAP_TILE_URL: TILE_URL,
      MAP_TILE_ATTRIBUTION: '© Tuiles de test',
      // GET /metrics, summed over the processes of `npm start` (metrics.spec.ts).
      METRICS_TOKEN: METRICS_TOKEN,
    },
  },
})
