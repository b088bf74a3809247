import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'
import { mergePatching } from '#services/merge_patch'

const UsersController = () => import('#controllers/users_controller')

export function registerUserRoutes() {
  router.get('users', [UsersController, 'index']).use(access.can('user_list_page'))
  router.get('users/form-options', [UsersController, 'formOptions']).use(access.can('user_list_page'))
  router.get('users/:id', [UsersController, 'show']).use(access.can('user_list_page'))
  router.get('users/:id/permissions', [UsersController, 'permissions']).use(access.can('user_list_page'))
  router
    .get('users/:id/current-organization', [UsersController, 'currentOrganization'])
    .use(access.can('user_list_page'))
  router
    .post('users/import', [UsersController, 'import'])
    .use([access.can('user_create'), takesFiles('userImport')])
  router.post('users', [UsersController, 'store']).use(access.can('user_create'))
  router.put('users/:id', [UsersController, 'update']).use(access.can('user_update'))
  router
    .patch('users/:id', [UsersController, 'update'])
    .use([access.can('user_update'), mergePatching(UsersController)])
  router.delete('users/:id', [UsersController, 'destroy']).use(access.can('user_update'))
  router.get('assignable-user-types', [UsersController, 'assignableTypes']).use(access.can('user_list_page'))
}
