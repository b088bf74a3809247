import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import { categoriesSeenBy, categoriesSeenFor, tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withAccountNames } from '#services/account_names'
import { presentCategory } from '#services/category_presenter'
import { keptCategoryTotal, withCategoryCounts } from '#kept/category_list_counts'
import { plainRecords } from '#services/plain_records'
import { ownerTreeVersion, serialisedCategoryTree } from '#services/category_tree_cache'
import { categoryFormOptions } from '#services/category_form_options'
import { createCategoryValidator, updateCategoryValidator } from '#validators/category'
import { createCategory } from '#actions/categories/create_category'
import { updateCategory } from '#actions/categories/update_category'
import { deleteCategory } from '#actions/categories/delete_category'
import { claimEdit } from '#services/concurrency'
import { namesAccount, targetAccountId } from '#services/tenancy/target_account'

export default class CategoriesController {
  async index(ctx: HttpContext) {
    const seen = categoriesSeenBy(ctx.actor)
    // An owner's list reads its total and counts kept at its tree's version (#kept/category_list_counts).
    const treeVersion =
      seen.kind === 'owner'
        ? { accountId: seen.accountId, version: await ownerTreeVersion(seen.accountId) }
        : null
    const query = tenancy.categories(Category.query(), ctx.actor).pojo<Record<string, any>>()
    const rows = await paginateList(ctx, query, {
      accountColumn: 'categories.account_id',
      keptTotal: (counted) => (treeVersion ? keptCategoryTotal(treeVersion, counted) : null),
      sortable: {
        id: 'categories.id',
        label: 'categories.label',
        identifier: 'categories.identifier',
        status: 'categories.status',
        position: 'categories.position',
        createdAt: 'categories.created_at',
      },
      defaultSort: ['label', 'asc'],
      search: ['categories.label', 'categories.identifier'],
      filters: {
        status: (q, value) => q.whereIn('categories.status', ([] as string[]).concat(value)),
        parentId: (q, value) =>
          value === 'null' ? q.whereNull('categories.parent_id') : q.where('categories.parent_id', value),
      },
    })
    return withAccountNames(
      (await withCategoryCounts(plainRecords(Category, rows), treeVersion)).map(presentCategory)
    )
  }

  /**
   * The whole catalogue's tree (100 kB for 518 categories), as kept serialised until the catalogue changes
   * (services/category_tree_cache.ts); the back office revalidates it with If-None-Match.
   */
  async tree(ctx: HttpContext) {
    const { actor, response } = ctx
    // Anyone naming an account other than their own is refused (403); a super admin gets that client's tree.
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const seen = categoriesSeenFor(actor, named)
    const tree = await serialisedCategoryTree(seen)
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('ETag', tree.etag)
    response.header('Cache-Control', 'private, no-cache')
    if (response.fresh()) return response.notModified()
    return tree.body
  }

  async show({ params, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    await category.load((loader) => loader.load('warehouses').load('circuits'))
    return presentCategory((await withCategoryCounts([category]))[0])
  }

  /** A super admin's category goes to the account it names, else to its parent's. */
  async store(ctx: HttpContext) {
    const { request, actor, response } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const parentId = Number(request.input('parentId'))
    const parent = Number.isInteger(parentId)
      ? await tenancy.categories(Category.query(), actor).where('categories.id', parentId).first()
      : null
    const accountId = named ?? parent?.accountId ?? actor.accountId
    const isRoot = !(await Category.query().where('account_id', accountId).first())
    const fields = await request.validateUsing(createCategoryValidator(isRoot), { meta: { accountId } })
    const category = await createCategory(accountId, fields)
    return response.created(await this.present(category))
  }

  async update({ params, request, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    claimEdit(category, request.input('version'))
    const fields = await request.validateUsing(updateCategoryValidator(category.parentId === null), {
      meta: { accountId: category.accountId, categoryId: category.id, path: category.path },
    })
    await updateCategory(actor, category, fields)
    return this.present(category)
  }

  async destroy({ params, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    const answer = await this.present(category)
    await deleteCategory(category)
    return answer
  }

  /** Buyers, workshops and circuits a form offers; a super admin may ask for another account's. */
  async formOptions({ request, actor }: HttpContext) {
    const asked = Number(request.input('accountId'))
    return categoryFormOptions(actor.isSuperAdmin && Number.isInteger(asked) ? asked : actor.accountId)
  }

  private find(id: string, actor: HttpContext['actor']) {
    return tenancy.categories(Category.query(), actor).where('categories.id', id).firstOrFail()
  }

  private async present(category: Category) {
    const fresh = await Category.query()
      .where('id', category.id)
      .preload('warehouses')
      .preload('circuits')
      .firstOrFail()
    return presentCategory((await withCategoryCounts([fresh]))[0])
  }
}
