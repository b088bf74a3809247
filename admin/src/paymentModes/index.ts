import PaymentsIcon from '@mui/icons-material/Payments'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./PaymentModeList').then((module) => ({ default: module.PaymentModeList }))),
  edit: lazy(() => import('./PaymentModeEdit').then((module) => ({ default: module.PaymentModeEdit }))),
  create: lazy(() => import('./PaymentModeCreate').then((module) => ({ default: module.PaymentModeCreate }))),
  icon: PaymentsIcon,
  recordRepresentation: (record: RaRecord) => record.label,
}
