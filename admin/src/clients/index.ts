import BusinessIcon from '@mui/icons-material/Business'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./ClientList').then((module) => ({ default: module.ClientList }))),
  edit: lazy(() => import('./ClientEdit').then((module) => ({ default: module.ClientEdit }))),
  create: lazy(() => import('./ClientCreate').then((module) => ({ default: module.ClientCreate }))),
  icon: BusinessIcon,
  recordRepresentation: (record: RaRecord) => record.commonName,
}
