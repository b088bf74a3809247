import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import type { Actor } from '#services/actor'
import User from '#models/user'
import { tenancy } from '#services/tenancy/scopes'
import { userListPage } from '#services/user_list'
import { createUserValidator, updateUserValidator } from '#validators/user'
import { createUser, deleteUser, updateUser } from '#actions/users/save_user'
import { presentUser } from '#services/user_presenter'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { userTypesOf } from '#permissions/table'
import { canGiveRole } from '#actions/users/check_user_modules'
import { userFormOptions } from '#services/user_form_options'
import { importUsers } from '#actions/users/import_users'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

/** A user the caller may see, with its modules in the order given; another account's is simply not found. */
function visibleUser(actor: Actor, id: string) {
  return tenancy
    .users(User.query(), actor)
    .where('users.id', id)
    .preload('modules', (modules) => modules.orderBy('id'))
    .firstOrFail()
}

export default class UsersController {
  async index(ctx: HttpContext) {
    return (await userListPage(ctx)).map(presentUser)
  }

  async show({ params, actor }: HttpContext) {
    const user = await visibleUser(actor, params.id)
    return presentUser(user)
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

  /** Modules, roles and parent entities the user form offers the caller. */
  async formOptions(ctx: HttpContext) {
    return userFormOptions(ctx.actor, await targetAccountId(ctx))
  }
}
