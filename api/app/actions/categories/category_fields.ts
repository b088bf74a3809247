import type { Infer } from '@vinejs/vine/types'
import type { createCategoryValidator, updateCategoryValidator } from '#validators/category'
import type Category from '#models/category'

export type CreateCategoryFields = Infer<ReturnType<typeof createCategoryValidator>>
export type UpdateCategoryFields = Infer<ReturnType<typeof updateCategoryValidator>>

/** The columns a form writes, the same on create and update; absent optional fields become empty. */
export function categoryColumns(fields: UpdateCategoryFields): Partial<Category> {
  const absorptionType = fields.absorptionType ?? 'none'
  return {
    label: fields.label,
    identifier: fields.identifier,
    buyerAccountId: fields.buyerAccountId,
    defaultHeight: fields.defaultHeight ?? null,
    defaultWidth: fields.defaultWidth ?? null,
    defaultLength: fields.defaultLength ?? null,
    defaultWeight: fields.defaultWeight,
    maxWeight: fields.maxWeight ?? null,
    imageUrl: fields.imageUrl ?? null,
    imageAlt: fields.imageAlt ?? null,
    highlightedInstruction: fields.highlightedInstruction ?? null,
    childrenDescription: fields.childrenDescription ?? null,
    absorptionType,
    absorptionValue: absorptionType === 'none' ? null : (fields.absorptionValue ?? null),
    requiresDataErasure: fields.requiresDataErasure ?? false,
    ...(fields.status ? { status: fields.status } : {}),
  }
}
