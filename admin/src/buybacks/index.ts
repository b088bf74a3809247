import ListAltIcon from '@mui/icons-material/ListAlt'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./BuybackList').then((module) => ({ default: module.BuybackList }))),
  show: lazy(() => import('./BuybackShow').then((module) => ({ default: module.BuybackShow }))),
  create: lazy(() =>
    import('./wizard/StoreBuybackWizard').then((module) => ({ default: module.StoreBuybackWizard }))
  ),
  // Editing a buy-back is the correction of its fields on the details (`/buyback/{id}/edition`).
  edit: lazy(() => import('./BuybackEdition').then((module) => ({ default: module.BuybackEdition }))),
  icon: ListAltIcon,
  recordRepresentation: (record: RaRecord) => record.identificationNumber,
  // The counter wizard creates a buy-back through the store's own route, not POST /api/buybacks.
  access: { create: { permission: 'buyback_create_page' } },
}

/** `/buybacks-predeclared` (part 1 §2): the same rows, those waiting for a hand-in at a store. */
export const predeclaredBuybacks = {
  list: lazy(() => import('./BuybackList').then((module) => ({ default: module.PredeclaredBuybackList }))),
  icon: ListAltIcon,
}

/** `/buybacksQuarantine` (part 1 §2): the workshop's items held in quarantine. */
export const quarantine = {
  list: lazy(() =>
    import('./quarantine/QuarantineList').then((module) => ({ default: module.QuarantineList }))
  ),
  icon: ListAltIcon,
}
