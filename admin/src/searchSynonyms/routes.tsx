import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const SearchSynonymsPage = lazy(() =>
  import('./SearchSynonymsPage').then((module) => ({ default: module.SearchSynonymsPage }))
)

/** The search synonyms screen. */
export const searchSynonymsRoutes = [
  <Route
    key="search-synonyms"
    path="/settings/search-synonyms"
    element={
      <RequirePermission permission="general_settings">
        <SearchSynonymsPage />
      </RequirePermission>
    }
  />,
]
