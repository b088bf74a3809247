import type { Permission } from '#permissions/names'

/** What the catalogue exports (part 2 §7). */
export const EXPORT_TYPES = ['product', 'category', 'diagnostic_question'] as const
export type CatalogueExportType = (typeof EXPORT_TYPES)[number]

/** Each type's path in the API: /api/{path}/exports. */
export const EXPORT_PATHS: Record<CatalogueExportType, string> = {
  product: 'products',
  category: 'categories',
  diagnostic_question: 'diagnostic-questions',
}

/** Part 2 §6: an export needs `exports` (on the route) and the list permission of what it exports. */
export const EXPORT_PERMISSIONS: Record<CatalogueExportType, Permission> = {
  product: 'product_list_page',
  category: 'category_list_page',
  diagnostic_question: 'question_list_page',
}
