import WarehouseIcon from '@mui/icons-material/Warehouse'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./StockList').then((module) => ({ default: module.StockList }))),
  edit: lazy(() => import('./StockEdit').then((module) => ({ default: module.StockEdit }))),
  create: lazy(() => import('./StockCreate').then((module) => ({ default: module.StockCreate }))),
  icon: WarehouseIcon,
  recordRepresentation: (record: RaRecord) => record.name,
}
