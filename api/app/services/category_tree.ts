import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { categoriesScope, tenancy, type CategoriesSeen } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'
import { nestUnderParents, type CategoryNode } from '#domain/category_tree'

const TREE_COLUMNS = ['id', 'account_id', 'parent_id', 'path', 'label', 'identifier', 'status'] as const

type TreeRow = {
  id: number
  account_id: number
  parent_id: number | null
  path: string
  label: string
  identifier: string
  status: 'active' | 'inactive'
}

/**
 * `GET /categories/tree`: the visible categories as a tree (several roots for a super admin, or for a
 * buyer that buys only some branches), with counts that add up along the tree. It reads only what
 * `seen` says and the rows whose writes move the tree's version (services/category_tree_cache.ts).
 */
export async function categoryTree(seen: CategoriesSeen): Promise<CategoryNode[]> {
  // Plain rows of the columns the tree shows.
  const categories = await categoriesScope(Category.query(), seen)
    .select(TREE_COLUMNS.map((column) => `categories.${column}`))
    .orderBy('position')
    .orderBy('label')
    .pojo<TreeRow>()
  const ids = categories.map((category) => category.id)
  if (ids.length === 0) return []

  // One grouped count of the questions rather than a count subquery per category
  // (docs/decisions/0012-category-tree-versions.md).
  const questions = await db
    .from('diagnostic_questions')
    .whereIn('category_id', ids)
    .groupBy('category_id')
    .select('category_id')
    .count('* as total')
  const questionCounts = new Map(questions.map((row) => [row.category_id, Number(row.total)]))
  // Kept with the categories by the products' triggers (services/kept_counts.ts): no product is read.
  const products = await db
    .from('category_product_counts')
    .whereIn('category_id', ids)
    .select('category_id', 'product_count', 'published_product_count')
  const channels = await db
    .from('category_circuits')
    .join('circuits', 'circuits.id', 'category_circuits.circuit_id')
    .whereIn('category_circuits.category_id', ids)
    .where('category_circuits.active', true)
    .distinct('category_circuits.category_id', 'circuits.channel')

  const nodes = new Map<number, CategoryNode>()
  for (const category of categories) {
    nodes.set(category.id, {
      id: category.id,
      parentId: category.parent_id,
      label: category.label,
      identifier: category.identifier,
      status: category.status,
      questionCount: questionCounts.get(category.id) ?? 0,
      productCount: 0,
      publishedWebCount: 0,
      publishedStoreCount: 0,
      children: [],
      // Roots mixed from every client name theirs (the client column of a super admin acting for none).
      ...(seen.kind === 'everything' && category.parent_id === null
        ? { accountId: category.account_id }
        : {}),
    })
  }
  const offered = new Set(channels.map((row) => `${row.category_id}:${row.channel}`))
  const byId = new Map(categories.map((category) => [category.id, category]))
  for (const row of products) {
    const total = Number(row.product_count)
    const published = Number(row.published_product_count)
    const own = byId.get(row.category_id)!
    const web = offered.has(`${own.id}:web`) ? published : 0
    const store = offered.has(`${own.id}:store`) ? published : 0
    const lineage = [...own.path.split('/').filter(Boolean).map(Number), own.id]
    for (const id of lineage) {
      const node = nodes.get(id)
      if (!node) continue
      node.productCount += total
      node.publishedWebCount += web
      node.publishedStoreCount += store
    }
  }

  return nestUnderParents(nodes.values())
}

export interface CategoryChoice {
  id: number
  label: string
  parentId: number | null
  depth: number
  status: string
}

/**
 * The visible categories in tree order, each with its depth: the choices of a category picker (product
 * list filter and form, the store wizard's search). `activeOnly` leaves out inactive ones and their branch.
 */
export async function categoryChoices(actor: Actor, { activeOnly = false } = {}) {
  const query = tenancy
    .categories(Category.query(), actor)
    .select('id', 'parent_id', 'label', 'position', 'status')
    .orderBy('position')
    .orderBy('label')
  if (activeOnly) query.where('status', 'active')
  const categories = await query
  const visible = new Set(categories.map((category) => category.id))
  const children = new Map<number | null, Category[]>()
  for (const category of categories) {
    const parent = category.parentId !== null && visible.has(category.parentId) ? category.parentId : null
    if (activeOnly && parent === null && category.parentId !== null) continue
    children.set(parent, [...(children.get(parent) ?? []), category])
  }
  const rows: CategoryChoice[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      rows.push({
        id: category.id,
        label: category.label,
        parentId: category.parentId,
        depth,
        status: category.status,
      })
      walk(category.id, depth + 1)
    }
  }
  walk(null, 0)
  return rows
}
