import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const FilesController = () => import('#controllers/files_controller')

export function registerFileRoutes() {
  router.get('files/*', [FilesController, 'show']).use(access.public())
}
