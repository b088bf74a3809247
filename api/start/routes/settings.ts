import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'

const SettingsController = () => import('#controllers/settings_controller')
const DesignController = () => import('#controllers/design_controller')
const HomePageController = () => import('#controllers/home_page_controller')

/** The caller's account settings (part 1 §2 "Connectors and settings"). */
export function registerSettingsRoutes() {
  const general = access.can('general_settings')
  router.get('settings/general', [SettingsController, 'general']).use(general)
  router.put('settings/general', [SettingsController, 'updateGeneral']).use(general)
  router
    .post('settings/legal-documents/:kind', [SettingsController, 'uploadLegalDocument'])
    .use([general, takesFiles('pdf')])
  router.delete('settings/legal-documents/:kind', [SettingsController, 'removeLegalDocument']).use(general)
  const design = access.can('design_page')
  router.get('settings/design', [DesignController, 'show']).use(design)
  router.put('settings/design', [DesignController, 'update']).use(design)
  router
    .post('settings/design/:image', [DesignController, 'upload'])
    .use([design, takesFiles('image', { image: { favicon: 'favicon' } })])
  router.delete('settings/design/:image', [DesignController, 'remove']).use(design)
  router.get('settings/home', [HomePageController, 'show']).use(design)
  router.put('settings/home', [HomePageController, 'update']).use(design)
  router.post('settings/home/images', [HomePageController, 'uploadImage']).use([design, takesFiles('image')])
  const transferOrder = access.can('transfer_order_settings')
  router.get('settings/transfer-order', [SettingsController, 'transferOrder']).use(transferOrder)
  router.put('settings/transfer-order', [SettingsController, 'updateTransferOrder']).use(transferOrder)
}
