import type Item from '#models/item'
import { workshopStocks } from '#services/native_stocks'

/** The stocks of the item's workshop it may move to, its current one marked. */
export async function moveStocksOf(item: Item) {
  const stocks = await workshopStocks(item.warehouseId ?? item.destinationWarehouseId ?? 0).orderBy('name')
  return stocks.map((stock) => ({ id: stock.id, name: stock.name, current: stock.id === item.stockId }))
}
