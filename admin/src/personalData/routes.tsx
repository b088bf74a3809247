import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const PersonalDataPage = lazy(() =>
  import('./PersonalDataPage').then((module) => ({ default: module.PersonalDataPage }))
)

/** `/personal-data`: a person's access and erasure requests, for the account's admin and the platform. */
export const personalDataRoutes = [
  <Route
    key="personal-data"
    path="/personal-data"
    element={
      <RequirePermission permission="personal_data_requests">
        <PersonalDataPage />
      </RequirePermission>
    }
  />,
]
