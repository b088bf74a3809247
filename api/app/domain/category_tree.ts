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
  children: CategoryNode[]
}
