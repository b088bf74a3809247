import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const SftpController = () => import('#controllers/sftp_controller')

/**
 * The SFTP drop's access (part 1 §2 `/settings/sftp`, `/configuration/{organizationId}/sftp`): account
 * admins and the super admin, for a client with the sftp_access premium feature.
 */
export function registerSftpRoutes() {
  router.get('sftp-access', [SftpController, 'show']).use(access.can('admin'))
  router.post('sftp-access/activate', [SftpController, 'activate']).use(access.can('admin'))
  router.post('sftp-access/deactivate', [SftpController, 'deactivate']).use(access.can('admin'))
}
