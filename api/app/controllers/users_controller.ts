import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { createUserValidator, updateUserValidator } from '#validators/user'
import { createUser } from '#actions/users/create_user'
import { deleteUser } from '#actions/users/delete_user'
import { updateUser } from '#actions/users/update_user'
import { presentUser } from '#presenters/user'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { userTypesOf } from '#permissions/table'
import { resolveActor } from '#services/current_module'
import { canGiveRole } from '#actions/users/shared'
import { userFormOptions } from '#services/user_form_options'
import { importUsers } from '#actions/users/import_users'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'
import { userListPage } from '#queries/users/list'
import { visibleUser, visibleUserWithEntities } from '#queries/users/show'
import { presentCurrentOrganization, presentUserPermissions } from '#presenters/user_access'

export default class UsersController {
  async index(ctx: HttpContext) {
    return withAccountNames((await userListPage(ctx)).map(presentUser))
  }

  async show({ params, actor }: HttpContext) {
    const [shown] = await withAccountNames([presentUser(await visibleUser(actor, params.id))])
    return shown
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(createUserValidator, indexedFieldErrors())
    const user = await createUser(actor, accountId, fields, i18n)
    return response.created(presentUser(user))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const user = await visibleUser(actor, params.id)
    claimEdit(user, request.input('version'))
    const fields = await request.validateUsing(updateUserValidator(user.id), indexedFieldErrors())
    await updateUser(actor, user, fields, i18n)
    return presentUser(user)
  }

  async destroy({ params, actor }: HttpContext) {
    const user = await visibleUser(actor, params.id)
    await deleteUser(actor, user)
    return presentUser(user)
  }

  /** `/users/import`: a CSV of users, each line created, updated or refused with its reason. */
  async import({ request, actor, i18n }: HttpContext) {
    const file = request.file('file')
    if (!file) {
      throw new errors.E_VALIDATION_ERROR({ file: i18n.t('validator.shared.messages.fileRequired') })
    }
    return importUsers(actor, file, i18n)
  }

  /** The user types the caller may assign in its current module (part 2 §7 /assignable-user-types). */
  async assignableTypes({ actor }: HttpContext) {
    return userTypesOf(actor.module)
      .filter((type) => canGiveRole(actor, type))
      .map((type) => ({ id: type, name: type }))
  }

  /**
   * Part 2 §7 `users/{id}/permissions`: what the user may do in the module it acts in now (its last chosen,
   * else its first), and in each module it holds; as `/auth/me` gives them to the user itself.
   */
  async permissions({ params, actor }: HttpContext) {
    const user = await visibleUserWithEntities(actor, params.id)
    return presentUserPermissions(user, await resolveActor(user))
  }

  /** Part 2 §7 `users/{id}/current-organization`: the entity of the module the user acts in now. */
  async currentOrganization({ params, actor }: HttpContext) {
    const user = await visibleUserWithEntities(actor, params.id)
    return presentCurrentOrganization(await resolveActor(user))
  }

  /** Modules, roles and parent entities the user form offers the caller. */
  async formOptions(ctx: HttpContext) {
    return userFormOptions(ctx.actor, await targetAccountId(ctx))
  }
}
