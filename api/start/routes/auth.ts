import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const AuthController = () => import('#controllers/auth_controller')
const PasswordsController = () => import('#controllers/passwords_controller')
const OpenIdController = () => import('#controllers/openid_controller')

export function registerAuthRoutes() {
  router
    .group(() => {
      router.post('login', [AuthController, 'login']).use(access.public())
      router.post('anonymous', [AuthController, 'anonymous']).use(access.public())
      router.get('me', [AuthController, 'me']).use(access.signedIn())
      router.post('logout', [AuthController, 'logout']).use(access.signedIn())
      router.post('switch-module', [AuthController, 'switchModule']).use(access.signedIn())
    })
    .prefix('auth')

  router
    .group(() => {
      router.post('renew', [PasswordsController, 'renew']).use(access.public())
      router.get('new/:token', [PasswordsController, 'show']).use(access.public())
      router.post('new/:token', [PasswordsController, 'store']).use(access.public())
    })
    .prefix('password')

  // Part 2 §7 names the login call /api/login: the same call as /api/auth/login.
  router.post('login', [AuthController, 'login']).use(access.public())
  // Part 2 §7: a storefront page's visitor token, for the storefront its address names.
  router.post('webtoken-with-account-and-ord', [AuthController, 'webToken']).use(access.public())

  // OpenID Connect single sign-on. The configuration holds a client secret: account admins only.
  router.get('open-id/authorization-url', [OpenIdController, 'authorizationUrl']).use(access.public())
  router.post('open-id/callback', [OpenIdController, 'callback']).use(access.public())
  router.get('sso-configurations/:organizationId', [OpenIdController, 'show']).use(access.can('admin'))
  router.put('sso-configurations/:organizationId', [OpenIdController, 'update']).use(access.can('admin'))
  router.post('sso-configurations/:organizationId/test', [OpenIdController, 'test']).use(access.can('admin'))
}
