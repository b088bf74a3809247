import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const FilesController = () => import('#controllers/files_controller')

export function registerFileRoutes() {
  // Public assets only (services/stored_files.ts PUBLIC_FOLDERS).
  router.get('files/*', [FilesController, 'show']).use(access.public())
  // A short-lived link to a private file, made by its record's route after that route's checks.
  router.get('signed-files/:token', [FilesController, 'signed']).use(access.public())
}
