import type Category from '#models/category'
import type { PlainRecord } from '#services/plain_records'

/** A category: the model, or a list row read as plain data (services/plain_records.ts). */
export type CategoryView = PlainRecord<typeof Category> & Partial<Pick<Category, 'warehouses' | 'circuits'>>

/**
 * A category as the back office reads it: the columns, the ids of its reference workshops and its circuits
 * with their `active` switch (loaded by the caller), and the counts the query added.
 */
export function presentCategory(category: CategoryView) {
  return {
    id: category.id,
    updatedAt: category.updatedAt?.toISO() ?? null,
    version: category.version,
    accountId: category.accountId,
    parentId: category.parentId,
    label: category.label,
    identifier: category.identifier,
    buyerAccountId: category.buyerAccountId,
    defaultHeight: category.defaultHeight,
    defaultWidth: category.defaultWidth,
    defaultLength: category.defaultLength,
    defaultWeight: category.defaultWeight,
    maxWeight: category.maxWeight,
    imageUrl: category.imageUrl,
    imageAlt: category.imageAlt,
    highlightedInstruction: category.highlightedInstruction,
    childrenDescription: category.childrenDescription,
    absorptionType: category.absorptionType,
    absorptionValue: category.absorptionValue,
    requiresDataErasure: Boolean(category.requiresDataErasure),
    status: category.status,
    position: category.position,
    ...('questions_count' in category.$extras
      ? { questionCount: Number(category.$extras.questions_count) }
      : {}),
    ...('children_count' in category.$extras
      ? { hasChildren: Number(category.$extras.children_count) > 0 }
      : {}),
    ...(category.$preloaded.warehouses
      ? { warehouseIds: (category.warehouses ?? []).map((warehouse) => warehouse.id) }
      : {}),
    ...(category.$preloaded.circuits
      ? {
          circuits: (category.circuits ?? []).map((circuit) => ({
            id: circuit.id,
            code: circuit.code,
            name: circuit.name,
            channel: circuit.channel,
            deposit: circuit.deposit,
            active: Boolean(circuit.$extras.pivot_active),
          })),
        }
      : {}),
  }
}
