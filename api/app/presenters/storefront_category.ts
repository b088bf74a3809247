import type Category from '#models/category'

interface PublicCategory {
  id: number
  parentId: number | null
  label: string
  image: string | null
  children: PublicCategory[]
}

/**
 * The storefront's category navigation: the categories as a tree, without the catalogue's root, which
 * is a container: its children are what visitors browse.
 */
export function presentCategoryNavigation(rows: Category[]) {
  const nodes = new Map<number, PublicCategory>(
    rows.map((row) => [
      row.id,
      { id: row.id, parentId: row.parentId, label: row.label, image: row.imageUrl, children: [] },
    ])
  )
  const roots: PublicCategory[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? null : nodes.get(node.parentId)
    if (parent) parent.children.push(node)
    else if (node.parentId === null) roots.push(node)
  }
  return roots.flatMap((root) => root.children)
}
