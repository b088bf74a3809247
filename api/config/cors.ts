import { defineConfig } from '@adonisjs/cors'
import { settings } from '#config/settings'

/**
 * The product is served from one origin; other origins (Vite dev servers, white-label hosts) are allowed
 * through CORS_ORIGINS; without it, only the product's own origin is answered. X-Total-Count must be exposed or react-admin cannot paginate.
 */
const origins = settings.corsOrigins
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

export default defineConfig({
  enabled: true,
  // Unset: the product's own origin only (the scheme and host the request came to), never any origin.
  origin: origins.length
    ? origins
    : (origin, ctx) => origin === `${ctx.request.protocol()}://${ctx.request.host()}`,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['X-Total-Count', 'Retry-After', 'Content-Disposition', 'X-Request-Id'],
  credentials: true,
  maxAge: 90,
})
