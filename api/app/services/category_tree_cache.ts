import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { categoryTree } from '#services/category_tree'
import type { CategoriesSeen } from '#services/tenancy/scopes'
import { rawRows } from '#services/raw_rows'

/**
 * `GET /categories/tree` as sent, kept in each API process: building and serialising a large tree is most
 * of the request, on every visit of a screen whose tree changes only when the catalogue does (its figures:
 * docs/decisions/0012-category-tree-versions.md).
 *
 * Invariants:
 * - A tree depends only on what its actor sees (`categoriesSeenBy`: every account, none, or one account as
 *   owner or as buyer), so actors agreeing on it share one copy, and two that differ never do.
 * - Every write to a row the tree reads moves `category_tree_versions` of the account owning the categories,
 *   in the same statement (#kept/registry `category_tree_versions`), whatever path or process writes. Each request reads
 *   the versions of the accounts whose categories it sees (one statement) and is answered from the copy
 *   only while they are the ones read before it was built: a write committed by another instance is seen
 *   by the next request, and one committed while a copy was being built only makes that copy unused.
 * - The ETag is the body's digest: a 304 answers only a client holding these very bytes.
 */
export interface SerialisedTree {
  version: string
  body: Buffer
  etag: string
}

/** Copies kept: one per account as owner or buyer, and one for super admins. */
const MAX_TREES = 200

const trees = new Map<string, SerialisedTree>()
/** Builds under way, by copy and version: the requests that find the same change wait for one build. */
const building = new Map<string, Promise<SerialisedTree>>()

const OWNER_VERSION_SQL = 'SELECT version FROM category_tree_versions WHERE account_id = ?'

const keyOf = (seen: CategoriesSeen) => ('accountId' in seen ? `${seen.kind}:${seen.accountId}` : seen.kind)

/**
 * The version of an account's categories tree, '0' when it never moved: straight through the driver
 * (services/raw_rows.ts), knex's query builder cost more than the statement. Whatever is built from the
 * account's categories read after it (the tree, the inactive branches of a search) is current while it holds.
 */
export async function ownerTreeVersion(accountId: number): Promise<string> {
  const [row] = await rawRows<{ version: number | string }>(OWNER_VERSION_SQL, [accountId])
  return String(row?.version ?? 0)
}

/**
 * The versions of the accounts whose categories `seen` shows, as one string: the owner's, every account's
 * for a super admin, and for a buyer those of the accounts it buys from (a category that changes buyer
 * bumps its account, so the list moves too). A missing row is an account whose tree never moved.
 */
async function versionOf(seen: CategoriesSeen): Promise<string> {
  if (seen.kind === 'nothing') return ''
  if (seen.kind === 'owner') return ownerTreeVersion(seen.accountId)
  const query = db.from('category_tree_versions').orderBy('account_id').select('account_id', 'version')
  if (seen.kind === 'buyer') {
    // On SQLite one probe of the (buyer, account) index per account with a version, where
    // `account_id IN (the buyer's categories)` read all the entries; MariaDB reads them either way
    // (a semi-join).
    query.whereExists((owns) =>
      owns
        .from('categories')
        .where('categories.buyer_account_id', seen.accountId)
        .whereColumn('categories.account_id', 'category_tree_versions.account_id')
    )
  }
  return (await query).map((row) => `${row.account_id}:${row.version}`).join(',')
}

async function build(key: string, seen: CategoriesSeen, version: string): Promise<SerialisedTree> {
  // JSON.stringify rather than the response's own serialiser (safe-stable-stringify sorts every object's
  // keys); a Buffer is sent as it is, where a string is measured and encoded each time.
  const body = Buffer.from(JSON.stringify(await categoryTree(seen)))
  const tree = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
  trees.delete(key)
  trees.set(key, tree)
  if (trees.size > MAX_TREES) trees.delete(trees.keys().next().value!)
  return tree
}

/** The tree `seen` gives, as of the versions read now. */
export async function serialisedCategoryTree(seen: CategoriesSeen): Promise<SerialisedTree> {
  const key = keyOf(seen)
  const version = await versionOf(seen)
  const kept = trees.get(key)
  if (kept?.version === version) return kept
  const pending = `${key}@${version}`
  let tree = building.get(pending)
  if (!tree) {
    tree = build(key, seen, version).finally(() => building.delete(pending))
    building.set(pending, tree)
  }
  return tree
}
