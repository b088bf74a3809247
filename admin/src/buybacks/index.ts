import ListAltIcon from '@mui/icons-material/ListAlt'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./BuybackList').then((module) => ({ default: module.BuybackList }))),
  show: lazy(() => import('./BuybackShow').then((module) => ({ default: module.BuybackShow }))),
  icon: ListAltIcon,
  recordRepresentation: (record: RaRecord) => record.identificationNumber,
}
