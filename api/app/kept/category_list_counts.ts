import db from '@adonisjs/lucid/services/db'
import type { CountQuery } from '#kept/list_totals'
import { KeptByVersion } from '#kept/in_process'

/** An owner's categories tree version (services/category_tree_cache.ts ownerTreeVersion), read by the list. */
export interface TreeVersion {
  accountId: number
  version: string
}

/**
 * Per account, at a version of its categories tree (#kept/registry: category_tree_versions, moved with every
 * category and every diagnostic question written): the list's totals, and every category's question and child
 * counts. The back office's list then reads its page alone.
 */
const kept = new KeptByVersion(1_000)

type Counts = Map<number, number>

const countsOf = (rows: Array<{ id: number | string; total: number | string }>): Counts =>
  new Map(rows.map((row) => [Number(row.id), Number(row.total)]))

/** The questions and the children of every category of the account, counted. */
async function accountCounts(accountId: number) {
  const own = (sub: any) => sub.from('categories').select('id').where('account_id', accountId)
  const count = async (table: string, column: string) =>
    countsOf(
      await db.from(table).whereIn(column, own).groupBy(column).select(`${column} as id`).count('* as total')
    )
  return {
    questions: await count('diagnostic_questions', 'category_id'),
    children: await count('categories', 'parent_id'),
  }
}

/** The list's total as counted at the owner's tree version, counted again once it moves. */
export function keptCategoryTotal({ accountId, version }: TreeVersion, counted: CountQuery) {
  const { sql, bindings } = counted.toSQL()
  return kept.get(`${accountId} total ${sql} ${JSON.stringify(bindings)}`, version, async () =>
    Number((await counted)[0].total)
  )
}

/**
 * Adds `questions_count` and `children_count` to the $extras of a page of categories, with one grouped
 * query each (a count subquery in the list query would break its total on MySQL), or from the counts of
 * the whole account kept at its tree version when the caller read it (an owner's list).
 */
export async function withCategoryCounts<C extends { id: number; $extras: Record<string, any> }>(
  categories: C[],
  treeVersion: TreeVersion | null = null
) {
  const ids = categories.map((category) => category.id)
  if (ids.length === 0) return categories
  const count = async (table: string, column: string) =>
    countsOf(
      await db.from(table).whereIn(column, ids).groupBy(column).select(`${column} as id`).count('* as total')
    )
  const { questions, children } = treeVersion
    ? await kept.get(`${treeVersion.accountId} counts`, treeVersion.version, () =>
        accountCounts(treeVersion.accountId)
      )
    : {
        questions: await count('diagnostic_questions', 'category_id'),
        children: await count('categories', 'parent_id'),
      }
  for (const category of categories) {
    category.$extras.questions_count = questions.get(category.id) ?? 0
    category.$extras.children_count = children.get(category.id) ?? 0
  }
  return categories
}
