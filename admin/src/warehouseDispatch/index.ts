import Inventory2Icon from '@mui/icons-material/Inventory2'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() =>
    import('./WarehouseDispatchList').then((module) => ({ default: module.WarehouseDispatchList }))
  ),
  edit: lazy(() =>
    import('./WarehouseDispatchEdit').then((module) => ({ default: module.WarehouseDispatchEdit }))
  ),
  create: lazy(() =>
    import('./WarehouseDispatchEdit').then((module) => ({ default: module.WarehouseDispatchCreate }))
  ),
  icon: Inventory2Icon,
  recordRepresentation: (record: RaRecord) => record.title,
}
