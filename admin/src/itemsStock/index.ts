import InventoryIcon from '@mui/icons-material/Inventory'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'
import { loadOnOpening } from '../lib/loadOnOpening'

const loadList = () => import('./ItemStockList')
loadOnOpening(/^\/admin\/items-stock\/?$/, loadList)

/** `/items-stock` and `/items-stock/{id}/edit` (part 1 §2 "Stocks"). Screens load lazily. */
export default {
  list: lazy(() => loadList().then((module) => ({ default: module.ItemStockList }))),
  edit: lazy(() => import('./ItemStockDetails').then((module) => ({ default: module.ItemStockDetails }))),
  icon: InventoryIcon,
  recordRepresentation: (record: RaRecord) => record.identificationNumber,
}
