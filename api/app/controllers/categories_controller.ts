import type { HttpContext } from '@adonisjs/core/http'
import { categoriesSeenFor } from '#services/tenancy/scopes'
import { withAccountNames } from '#services/account_names'
import { presentCategory } from '#presenters/category'
import { serialisedCategoryTree } from '#services/category_tree_cache'
import { categoryFormOptions } from '#services/category_form_options'
import { createCategoryValidator, updateCategoryValidator } from '#validators/category'
import { createCategory } from '#actions/categories/create_category'
import { updateCategory } from '#actions/categories/update_category'
import { deleteCategory } from '#actions/categories/delete_category'
import { claimEdit } from '#services/concurrency'
import { namesAccount, targetAccountId } from '#services/tenancy/target_account'
import { categoryList } from '#queries/categories/list'
import { categoryAfterWrite, categoryPage } from '#queries/categories/show'
import { newCategoryPlace } from '#queries/categories/placement'
import { visibleCategory } from '#queries/categories/visible'

export default class CategoriesController {
  async index(ctx: HttpContext) {
    return withAccountNames((await categoryList(ctx)).map(presentCategory))
  }

  /**
   * The whole catalogue's tree, as kept serialised until the catalogue changes
   * (services/category_tree_cache.ts); the back office revalidates it with If-None-Match.
   */
  async tree(ctx: HttpContext) {
    const { actor, response } = ctx
    // Anyone naming an account other than their own is refused (403); a super admin gets that client's tree.
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const tree = await serialisedCategoryTree(categoriesSeenFor(actor, named))
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('ETag', tree.etag)
    response.header('Cache-Control', 'private, no-cache')
    if (response.fresh()) return response.notModified()
    return tree.body
  }

  async show({ params, actor }: HttpContext) {
    return presentCategory(await categoryPage(actor, params.id))
  }

  /** A super admin's category goes to the account it names, else to its parent's. */
  async store(ctx: HttpContext) {
    const { request, actor, response } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const { accountId, isRoot } = await newCategoryPlace(actor, named, request.input('parentId'))
    const fields = await request.validateUsing(createCategoryValidator(isRoot), { meta: { accountId } })
    const category = await createCategory(accountId, fields)
    return response.created(presentCategory(await categoryAfterWrite(category)))
  }

  async update({ params, request, actor }: HttpContext) {
    const category = await visibleCategory(actor, params.id)
    claimEdit(category, request.input('version'))
    const fields = await request.validateUsing(updateCategoryValidator(category.parentId === null), {
      meta: { accountId: category.accountId, categoryId: category.id, path: category.path },
    })
    await updateCategory(actor, category, fields)
    return presentCategory(await categoryAfterWrite(category))
  }

  async destroy({ params, actor }: HttpContext) {
    const category = await visibleCategory(actor, params.id)
    const answer = presentCategory(await categoryAfterWrite(category))
    await deleteCategory(category)
    return answer
  }

  /** Buyers, workshops and circuits a form offers; a super admin may ask for another account's. */
  async formOptions({ request, actor }: HttpContext) {
    const asked = Number(request.input('accountId'))
    return categoryFormOptions(actor.isSuperAdmin && Number.isInteger(asked) ? asked : actor.accountId)
  }
}
