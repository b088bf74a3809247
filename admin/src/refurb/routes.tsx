import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const DiagnosisStartPage = lazy(() =>
  import('./diagnosis/DiagnosisStartPage').then((module) => ({ default: module.DiagnosisStartPage }))
)
const DiagnosisWizardPage = lazy(() =>
  import('./diagnosis/DiagnosisWizardPage').then((module) => ({ default: module.DiagnosisWizardPage }))
)
const StepsSearchPage = lazy(() =>
  import('./steps/StepsSearchPage').then((module) => ({ default: module.StepsSearchPage }))
)
const ItemStepsPage = lazy(() =>
  import('./steps/ItemStepsPage').then((module) => ({ default: module.ItemStepsPage }))
)
const StepPage = lazy(() => import('./steps/StepPage').then((module) => ({ default: module.StepPage })))
const CompletedPage = lazy(() =>
  import('./steps/CompletedPage').then((module) => ({ default: module.CompletedPage }))
)

const diagnosing = (page: ReactNode) => (
  <RequirePermission permission="refurb_diagnostic_write">{page}</RequirePermission>
)
const refurbishing = (page: ReactNode) => (
  <RequirePermission permission="refurb_write">{page}</RequirePermission>
)

/** The refurb diagnosis wizard and the item refurb steps of part 1 §2 "Refurbishment". */
export const refurbRoutes = [
  <Route
    key="refurb-diagnosis-start"
    path="/refurb-diagnosis/start"
    element={diagnosing(<DiagnosisStartPage />)}
  />,
  // questions, summary, stock, finalized: one page keeps the item's diagnosis across the steps.
  <Route
    key="refurb-diagnosis"
    path="/warehouse/refurb-diagnosis/:id/:step?"
    element={diagnosing(<DiagnosisWizardPage />)}
  />,
  <Route
    key="item-refurb-steps-search"
    path="/warehouse/item-refurb-steps/search"
    element={refurbishing(<StepsSearchPage />)}
  />,
  <Route
    key="item-refurb-steps-completed"
    path="/warehouse/item-refurb-steps/completed"
    element={refurbishing(<CompletedPage />)}
  />,
  <Route
    key="item-refurb-steps-item"
    path="/warehouse/item-refurb-steps/items/:itemId"
    element={refurbishing(<ItemStepsPage />)}
  />,
  <Route
    key="item-refurb-step"
    path="/warehouse/item-refurb-steps/:itemRefurbStepId"
    element={refurbishing(<StepPage />)}
  />,
]
