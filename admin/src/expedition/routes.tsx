import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const ExpeditionPage = lazy(() =>
  import('./ExpeditionPage').then((module) => ({ default: module.ExpeditionPage }))
)
const StartExpeditionPage = lazy(() =>
  import('./StartExpeditionPage').then((module) => ({ default: module.StartExpeditionPage }))
)
const PackingWithLabelPage = lazy(() =>
  import('./PackingWithLabelPage').then((module) => ({ default: module.PackingWithLabelPage }))
)
const ConfirmationPage = lazy(() =>
  import('./ConfirmationPage').then((module) => ({ default: module.ConfirmationPage }))
)

const guarded = (page: ReactNode) => (
  <RequirePermission permission="buyback_item_send">{page}</RequirePermission>
)

/** The expedition screens of part 1 §2 "Expedition". */
export const expeditionRoutes = [
  <Route key="expedition" path="/expedition" element={guarded(<ExpeditionPage />)} />,
  <Route key="start-expedition" path="/start-expedition" element={guarded(<StartExpeditionPage />)} />,
  <Route key="packing-with-label" path="/packing-with-label" element={guarded(<PackingWithLabelPage />)} />,
  <Route
    key="expedition-confirmation"
    path="/expedition/confirmation"
    element={guarded(<ConfirmationPage />)}
  />,
]
