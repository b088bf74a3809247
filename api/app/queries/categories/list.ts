import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import { categoriesSeenBy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { keptCategoryTotal, withCategoryCounts } from '#kept/category_list_counts'
import { plainRecords } from '#services/plain_records'
import { ownerTreeVersion } from '#services/category_tree_cache'
import { visibleCategories } from '#queries/categories/visible'

/** A page of `/categories` with each row's counts, among the categories the caller sees. */
export async function categoryList(ctx: HttpContext) {
  const seen = categoriesSeenBy(ctx.actor)
  // An owner's list reads its total and counts kept at its tree's version (#kept/category_list_counts).
  const treeVersion =
    seen.kind === 'owner'
      ? { accountId: seen.accountId, version: await ownerTreeVersion(seen.accountId) }
      : null
  const query = visibleCategories(ctx.actor).pojo<Record<string, any>>()
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
  return withCategoryCounts(plainRecords(Category, rows), treeVersion)
}
