import AccountTreeIcon from '@mui/icons-material/AccountTree'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./EntityList').then((module) => ({ default: module.EntityList }))),
  edit: lazy(() => import('./EntityEdit').then((module) => ({ default: module.EntityEdit }))),
  create: lazy(() => import('./EntityCreate').then((module) => ({ default: module.EntityCreate }))),
  icon: AccountTreeIcon,
  recordRepresentation: (record: RaRecord) => record.commonName,
}
