import TrendingFlatIcon from '@mui/icons-material/TrendingFlat'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./RefurbStepList').then((module) => ({ default: module.RefurbStepList }))),
  edit: lazy(() => import('./RefurbStepEdit').then((module) => ({ default: module.RefurbStepEdit }))),
  create: lazy(() => import('./RefurbStepCreate').then((module) => ({ default: module.RefurbStepCreate }))),
  icon: TrendingFlatIcon,
  recordRepresentation: (record: RaRecord) => record.name,
}
