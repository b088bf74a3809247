import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const SearchPage = lazy(() => import('./SearchPage').then((module) => ({ default: module.SearchPage })))
const StartPage = lazy(() => import('./StartPage').then((module) => ({ default: module.StartPage })))
const VerificationWizardPage = lazy(() =>
  import('./VerificationWizardPage').then((module) => ({ default: module.VerificationWizardPage }))
)
const WebFileCheckPage = lazy(() =>
  import('./webfile/WebFileCheckPage').then((module) => ({ default: module.WebFileCheckPage }))
)

const guarded = (page: ReactNode) => (
  <RequirePermission permission="item_control_page">{page}</RequirePermission>
)

/** The verification (homologation) screens and the web file check of part 1 §2 "Verification". */
export const verificationRoutes = [
  <Route key="verification" path="/verification" element={guarded(<SearchPage />)} />,
  <Route
    key="verification-start"
    path="/verification/start/:buybackIdentificationNumber?"
    element={guarded(<StartPage />)}
  />,
  // product, serial-number, diagnostic, summary: one page keeps the item's form across the steps.
  <Route key="verification-step" path="/verification/:step" element={guarded(<VerificationWizardPage />)} />,
  <Route key="webfile-check" path="/warehouse/check/:itemId?" element={guarded(<WebFileCheckPage />)} />,
]
