import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./ShippingMethodList').then((module) => ({ default: module.ShippingMethodList }))),
  edit: lazy(() => import('./ShippingMethodEdit').then((module) => ({ default: module.ShippingMethodEdit }))),
  create: lazy(() =>
    import('./ShippingMethodEdit').then((module) => ({ default: module.ShippingMethodCreate }))
  ),
  icon: LocalShippingIcon,
  recordRepresentation: (record: RaRecord) => record.description || record.type,
}
