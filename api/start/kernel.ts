/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
| Each middleware is made once and called directly (app/middleware/made_once.ts), in the order
| written. Nothing is bound in the request's container (AdonisJS' starter binds the HttpContext and its logger
| there for `@inject()`): nothing is injected; controllers and services get the context as an argument.
*/
import server from '@adonisjs/core/services/server'
import type { AccessRule } from '#middleware/access_middleware'
import type { UploadsOptions } from '#middleware/uploads_middleware'
import { inOrder, namedMiddleware, serverMiddleware } from '#middleware/made_once'
import { answeringJsonLdLists } from '#services/list_hydra'
import { measuringRequests } from '#services/observability/metrics'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Server middleware run on every request, including the ones that match no route (the built admin and
 * storefront are served from there), each measured when METRICS_TOKEN is set. The browser protections run shield's middleware for the pages and
 * files, which writes the Content-Security-Policy they chose for the request (config/shield.ts), and write
 * the API's constant headers themselves.
 */
server.use([
  serverMiddleware(
    measuringRequests(
      inOrder(
        () => import('#middleware/browser_protections_middleware'),
        () => import('@adonisjs/cors/cors_middleware'),
        () => import('#middleware/spa_files_middleware')
      )
    )
  ),
])

/**
 * Run on every API route: the /api group of start/routes.ts carries it (a function there is called directly,
 * where `router.use` would call each through the container). A list asked for as JSON-LD is wrapped as a
 * Hydra collection once answered (services/list_hydra.ts).
 */
export const apiMiddleware = answeringJsonLdLists(
  inOrder(
    () => import('@adonisjs/core/bodyparser_middleware'),
    () => import('#middleware/detect_user_locale_middleware'),
    () => import('#middleware/initialize_auth_middleware')
  )
)

/**
 * Named middleware. Every API route carries `access`, which states the permission it needs or that it is
 * public (see start/routes/access.ts).
 */
export const middleware = {
  access: namedMiddleware<AccessRule>('access', () => import('#middleware/access_middleware')),
  uploads: namedMiddleware<UploadsOptions>('uploads', () => import('#middleware/uploads_middleware')),
}
