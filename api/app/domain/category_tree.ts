/** One category of `GET /api/categories/tree` (services/category_tree.ts), with the categories below it. */
export interface CategoryNode {
  id: number
  parentId: number | null
  label: string
  identifier: string
  status: 'active' | 'inactive'
  questionCount: number
  /** Products of the category and of every category below it. */
  productCount: number
  /** Published products offered on the web / in store: their category has an active circuit of that channel. */
  publishedWebCount: number
  publishedStoreCount: number
  /** A root's client, given when the tree mixes every client's (a super admin acting for none). */
  accountId?: number
  children: CategoryNode[]
}

/** Nodes as trees: each under its parent when the parent is among them, else a root; the order is kept. */
export function nestUnderParents<T extends { id: number; parentId: number | null; children: T[] }>(
  nodes: Iterable<T>
): T[] {
  const all = [...nodes]
  const byId = new Map(all.map((node) => [node.id, node]))
  const roots: T[] = []
  for (const node of all) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
