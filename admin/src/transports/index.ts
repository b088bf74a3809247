import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

/** `/transports-list` (part 1 §2 "Expedition"); a transport's events open beside the list. */
export default {
  list: lazy(() => import('./TransportList').then((module) => ({ default: module.TransportList }))),
  icon: LocalShippingIcon,
  recordRepresentation: (record: RaRecord) => record.uuid,
}
