import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const ApiDescriptionController = () => import('#controllers/api_description_controller')

/** The API's own description: what an integrator reads before holding any token. */
export function registerApiDescriptionRoutes() {
  router.get('openapi.json', [ApiDescriptionController, 'document']).use(access.public())
  router.get('docs', [ApiDescriptionController, 'page']).use(access.public())
}
