import PaymentsIcon from '@mui/icons-material/Payments'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

/** `/searchPayment` (part 1 §2 "Payments"): a payment's history opens beside the list. */
export default {
  list: lazy(() => import('./PaymentList').then((module) => ({ default: module.PaymentList }))),
  icon: PaymentsIcon,
  recordRepresentation: (record: RaRecord) => record.buyback?.identificationNumber ?? String(record.id),
}
