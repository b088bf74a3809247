import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

export function registerProductRoutes() {
  void router
  void access
}
