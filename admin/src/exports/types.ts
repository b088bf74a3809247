export const EXPORT_TYPES = ['product', 'category', 'diagnostic_question'] as const
export type ExportType = (typeof EXPORT_TYPES)[number]

/** Each type's API path and the list permission it needs beside `exports` (part 2 §6). */
export const EXPORT_PATHS: Record<ExportType, string> = {
  product: 'products',
  category: 'categories',
  diagnostic_question: 'diagnostic-questions',
}
export const EXPORT_PERMISSIONS: Record<ExportType, string> = {
  product: 'product_list_page',
  category: 'category_list_page',
  diagnostic_question: 'question_list_page',
}

export interface ExportJob {
  id: number
  status: 'idle' | 'in_progress' | 'success' | 'error'
  url: string | null
  entries_count: number | null
  error: string | null
  /** Ended by a cancellation (its error is the translated reason). */
  cancelled?: boolean
}
