import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'
import { mergePatching } from '#services/merge_patch'

const ClientsController = () => import('#controllers/clients_controller')
const AccountSetupController = () => import('#controllers/account_setup_controller')

/** Clients of the platform (part 1 §2 "Configuration and organisation"): super admin only. */
export function registerClientRoutes() {
  const id = router.matchers.number()
  router.get('clients', [ClientsController, 'index']).use(access.can('client_list'))
  router.get('clients/:id', [ClientsController, 'show']).where('id', id).use(access.can('client_list'))
  router.post('clients', [ClientsController, 'store']).use(access.can('client_create'))
  router
    .post('clients/:id/admins', [ClientsController, 'storeAdmin'])
    .where('id', id)
    .use(access.can('client_update'))
  router.put('clients/:id', [ClientsController, 'update']).where('id', id).use(access.can('client_update'))
  router
    .delete('clients/:id', [ClientsController, 'destroy'])
    .where('id', id)
    .use(access.can('client_update'))
  // Part 2 §8 "Account deletion" names the call DELETE /api/accounts/{id}: the same as the client's.
  router
    .delete('accounts/:id', [ClientsController, 'destroy'])
    .where('id', id)
    .use(access.can('client_update'))
  router
    .get('accounts/:id/setup-checklist', [AccountSetupController, 'checklist'])
    .where('id', id)
    .use(access.can('admin'))
  // Part 2 §7's root details: the client's own record, its premium features patched by their spec name.
  router
    .get('accounts/:id/organization-root-detail', [ClientsController, 'rootDetail'])
    .where('id', id)
    .use(access.can('client_list'))
  router
    .patch('organization-root-details/:id', [ClientsController, 'update'])
    .where('id', id)
    .use([
      access.can('client_update'),
      mergePatching(ClientsController, {
        show: 'rootDetail',
        renamed: { enabledPremiumFeatures: 'premiumFeatures' },
      }),
    ])
  router
    .get('clients/:id/linked-buyers', [ClientsController, 'linkedBuyers'])
    .where('id', id)
    .use(access.can('client_list'))
  router
    .put('clients/:id/linked-buyers', [ClientsController, 'updateLinkedBuyers'])
    .where('id', id)
    .use(access.can('client_update'))
}
