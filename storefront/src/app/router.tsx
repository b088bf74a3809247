import { lazy } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import type { LegalTextKey } from '@/types/api'
import { Layout } from './layout/layout'
import { WithWhiteLabel } from './layout/with-white-label'
import { AppProvider } from './provider'

// Every page is its own chunk: the first visit downloads only the shell and the page it lands on.
const loadHomePage = () => import('@/features/home/components/home-page')
const loadLegalPage = () => import('@/features/legal/components/legal-page')
const loadSearchPage = () => import('@/features/search/components/search-page')
const HomePage = lazy(loadHomePage)
const LegalPage = lazy(loadLegalPage)
const SearchPage = lazy(loadSearchPage)
const DiagPage = lazy(() => import('@/features/buyback/components/diag-page'))
const EstimateErrorPage = lazy(() => import('@/features/buyback/components/estimate-error-page'))
const CustomerInfosPage = lazy(() => import('@/features/buyback/components/customer-infos-page'))
const SummaryPage = lazy(() => import('@/features/buyback/components/summary-page'))
const ConfirmationPage = lazy(() => import('@/features/buyback/components/confirmation-page'))
const AcceptProposalPage = lazy(() =>
  import('@/features/buyback/components/litigation-page').then((module) => ({
    default: module.AcceptProposalRoute,
  }))
)
const RejectProposalPage = lazy(() =>
  import('@/features/buyback/components/litigation-page').then((module) => ({
    default: module.RejectProposalRoute,
  }))
)
const loadCategories = () => import('@/features/search/components/categories-page')
const CategoriesPage = lazy(loadCategories)
const CategoryPage = lazy(() => loadCategories().then((module) => ({ default: module.CategoryPage })))
const loadStoresPage = () => import('@/features/search/components/stores-page')
const StoresPage = lazy(loadStoresPage)
const IbanPage = lazy(() => import('@/features/payment-iban/components/iban-page'))
const NotFoundPage = lazy(() => import('@/features/errors/components/not-found-page'))
const AccessDeniedPage = lazy(() => import('@/features/errors/components/access-denied-page'))
const NotAvailablePage = lazy(() => import('@/features/errors/components/not-available-page'))

function HomeRoute() {
  return (
    <WithWhiteLabel preload={loadHomePage}>
      {(config) => (
        <HomePage
          name={config.name}
          externalWebsiteLink={config.externalWebsiteLink}
          categoryNavigationEnabled={config.categoryNavigationEnabled}
          barcodeScanEnabled={config.barcodeScanEnabled}
        />
      )}
    </WithWhiteLabel>
  )
}

function LegalRoute({ kind }: { kind: LegalTextKey }) {
  return (
    <WithWhiteLabel preload={loadLegalPage}>
      {(config) => (
        <LegalPage
          kind={kind}
          text={config[kind]}
          pdfUrl={config.legalDocuments?.[kind] ?? null}
          supportEmail={kind === 'faqAndContact' ? config.supportEmail : null}
        />
      )}
    </WithWhiteLabel>
  )
}

// Declarative routing: the pages load no data through the router, and this mode keeps the shell's JS small.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomeRoute />} />
            <Route
              path="search"
              element={
                <WithWhiteLabel preload={loadSearchPage}>
                  {(config) => (
                    <SearchPage
                      supportEmail={config.supportEmail}
                      barcodeScanEnabled={config.barcodeScanEnabled}
                    />
                  )}
                </WithWhiteLabel>
              }
            />
            <Route
              path="categories"
              element={
                <WithWhiteLabel preload={loadCategories}>
                  {(config) => (
                    <CategoriesPage
                      enabled={config.categoryNavigationEnabled}
                      supportEmail={config.supportEmail}
                    />
                  )}
                </WithWhiteLabel>
              }
            />
            <Route
              path="category/:categoryId/:slug?"
              element={
                <WithWhiteLabel preload={loadCategories}>
                  {(config) => (
                    <CategoryPage
                      enabled={config.categoryNavigationEnabled}
                      supportEmail={config.supportEmail}
                    />
                  )}
                </WithWhiteLabel>
              }
            />
            <Route
              path="stores"
              element={
                <WithWhiteLabel preload={loadStoresPage}>
                  {(config) => <StoresPage tiles={config.mapTiles} />}
                </WithWhiteLabel>
              }
            />
            <Route path="diag/:productId?/:slug?/:itemId?/:predeclaredReference?" element={<DiagPage />} />
            <Route path="estimate-error" element={<EstimateErrorPage />} />
            <Route path="cart/customer-infos" element={<CustomerInfosPage />} />
            <Route path="cart/summary" element={<SummaryPage />} />
            <Route path="buyback-confirmation" element={<ConfirmationPage />} />
            <Route path="buyback/:buybackId/accept" element={<AcceptProposalPage />} />
            <Route path="buyback/:buybackId/reject" element={<RejectProposalPage />} />
            <Route path="payment/iban/:token" element={<IbanPage />} />
            <Route path="cgs" element={<LegalRoute kind="serviceTerms" />} />
            <Route path="cgu" element={<LegalRoute kind="eula" />} />
            <Route path="faq" element={<LegalRoute kind="faqAndContact" />} />
            <Route path="cookies-policy" element={<LegalRoute kind="cookiesPolicy" />} />
            <Route path="accessibility-statement" element={<LegalRoute kind="accessibilityStatement" />} />
            <Route path="404" element={<NotFoundPage />} />
            <Route path="access-denied" element={<AccessDeniedPage />} />
            <Route path="not-available" element={<NotAvailablePage />} />
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Route>
        </Routes>
      </AppProvider>
    </BrowserRouter>
  )
}
