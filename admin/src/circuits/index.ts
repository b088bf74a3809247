import AltRouteIcon from '@mui/icons-material/AltRoute'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./CircuitList').then((module) => ({ default: module.CircuitList }))),
  edit: lazy(() => import('./CircuitEdit').then((module) => ({ default: module.CircuitEdit }))),
  create: lazy(() => import('./CircuitCreate').then((module) => ({ default: module.CircuitCreate }))),
  icon: AltRouteIcon,
  recordRepresentation: (record: RaRecord) => record.name,
}
