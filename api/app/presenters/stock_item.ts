import type Item from '#models/item'

/** A row of `/items-stock` on the wire, with the names the list joined beside it. */
export function presentStockItem(row: Item) {
  return {
    id: row.id,
    identificationNumber: row.identificationNumber,
    status: row.status,
    name: row.name,
    brand: row.brand,
    model: row.model,
    category: row.categoryId ? { id: row.categoryId, label: row.$extras.category_label } : null,
    stock: row.stockId ? { id: row.stockId, name: row.$extras.stock_name } : null,
    workshop: row.warehouseId ? { id: row.warehouseId, name: row.$extras.workshop_name } : null,
    buyback: { id: row.buybackId, identificationNumber: row.$extras.buyback_number },
    purchasingPrice: row.purchasingPrice,
    totalPlannedCost: row.totalPlannedCost,
    completedStepCost: row.completedStepCost,
    stockEnteredAt: row.stockEnteredAt?.toISO() ?? null,
    version: row.version,
  }
}
