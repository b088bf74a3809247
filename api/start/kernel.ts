/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Server middleware run on every request, including the ones that match no route (the built admin and
 * storefront are served from there). The browser protections run shield's middleware for the pages and
 * files, which writes the Content-Security-Policy they chose for the request (config/shield.ts), and write
 * the API's constant headers themselves.
 */
server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/browser_protections_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#middleware/spa_files_middleware'),
])

/**
 * Router middleware run on every matched route.
 */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

/**
 * Named middleware. Every API route carries `access`, which states the permission it needs or that it is
 * public (see start/routes/access.ts).
 */
export const middleware = router.named({
  access: () => import('#middleware/access_middleware'),
})
