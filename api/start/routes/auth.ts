import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const AuthController = () => import('#controllers/auth_controller')
const PasswordsController = () => import('#controllers/passwords_controller')

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
}
