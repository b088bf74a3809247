import { CircularProgress, Box } from '@mui/material'
import { lazy, useMemo } from 'react'
import { Admin, CustomRoutes } from 'react-admin'
import { Navigate, Route, useParams } from 'react-router-dom'
import { HomePage } from './home/HomePage'
import { Layout } from './layout/Layout'
import { RequireAccess, Resource } from './layout/GuardedResource'
import { buildTheme } from './layout/theme'
import { useSession } from './layout/useSession'
import { LoginPage } from './login/LoginPage'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { queryClient } from './providers/queryClient'
import { useI18nProvider } from './providers/i18n'
import products from './products'
import users, { UserImportPage } from './users'
import entities from './entities'
import paymentModes from './paymentModes'
import clients from './clients'
import buybacks, { predeclaredBuybacks, quarantine } from './buybacks'
import { RequirePermission } from './diagnostic/RequirePermission'

const LinkedBuyersPage = lazy(() =>
  import('./clients/LinkedBuyersPage').then((module) => ({ default: module.LinkedBuyersPage }))
)
import shippingMethods from './shippingMethods'
import stocks from './stocks'
import itemsStock from './itemsStock'
import transports from './transports'
import payments from './payments'
import { paymentRoutes } from './payments/routes'
import { itemsStockRoutes } from './itemsStock/routes'
import failedJobs from './failedJobs'
import refurbSteps from './refurbSteps'
import refurbQuestions from './refurbQuestions'
import circuits from './circuits'
import dispatchCircuitRules from './dispatchCircuitRules'
import warehouseDispatch from './warehouseDispatch'
import { warehouseDispatchRoutes } from './warehouseDispatch/routes'
import { settingsRoutes } from './settings/routes'
import { searchSynonymsRoutes } from './searchSynonyms/routes'
import { checkinRoutes } from './checkin/routes'
import { expeditionRoutes } from './expedition/routes'
import { verificationRoutes } from './verification/routes'
import { refurbRoutes } from './refurb/routes'
import categories from './categories'
import { diagnosticRoutes } from './diagnostic/routes'
import { connectorRoutes } from './connectors/routes'
import { passwordRoutes } from './password/routes'
import { openIdRoutes, ssoConfigurationRoutes } from './sso/routes'
import { importRoutes } from './imports/routes'
import { exportRoutes } from './exports/routes'
import { sftpRoutes } from './sftp/routes'
import purchaseRegister from './purchaseRegister'
import { personalDataRoutes } from './personalData/routes'

/** `/buyback/{id}` of part 1 §2 is the buy-back's details. */
/** Part 1 §2 address of a buy-back's details. */
const BuybackRedirect = () => <Navigate to={`/buybacks/${useParams().id}/show`} replace />

export const App = () => {
  const i18nProvider = useI18nProvider()
  const mainColor = useSession()?.account?.mainColor
  const theme = useMemo(() => buildTheme(mainColor), [mainColor])

  if (!i18nProvider) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress />
      </Box>
    )
  }

  return (
    <Admin
      title="Reprise"
      disableTelemetry
      requireAuth
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={HomePage}
    >
      <Resource name="buybacks" {...buybacks} />
      <Resource name="buybacks-predeclared" {...predeclaredBuybacks} />
      <Resource name="buybacksQuarantine" {...quarantine} />
      <Resource name="clients" {...clients} />
      <Resource name="users" {...users}>
        <Route
          path="import"
          element={
            <RequirePermission permission="user_create">
              <UserImportPage />
            </RequirePermission>
          }
        />
      </Resource>
      <Resource name="entities" {...entities} />
      <Resource name="paymentModes" {...paymentModes} />
      <Resource name="shipping-methods" {...shippingMethods} />
      <Resource name="stocks" {...stocks} />
      <Resource name="items-stock" {...itemsStock} />
      <Resource name="transports-list" {...transports} />
      <Resource name="searchPayment" {...payments}>
        {paymentRoutes}
      </Resource>
      <Resource name="failed-jobs" {...failedJobs} />
      <Resource name="refurb-steps" {...refurbSteps} />
      <Resource name="refurb-diagnosis-questions" {...refurbQuestions} />
      <Resource name="circuits" {...circuits} />
      <Resource name="dispatch-circuit-rules" {...dispatchCircuitRules} />
      <Resource name="warehouse-dispatch" {...warehouseDispatch} />
      <Resource name="products" {...products} />
      <Resource name="categories" {...categories}>
        <Route
          path="list"
          element={
            <RequireAccess resource="categories" action="list">
              <categories.list />
            </RequireAccess>
          }
        />
      </Resource>
      <Resource name="diagnostic-questions" />
      <Resource name="purchase-register" {...purchaseRegister} />
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/buyback/:id" element={<BuybackRedirect />} />
        <Route
          path="/buyback/:id/edition"
          element={
            <RequireAccess resource="buybacks" action="edit">
              <buybacks.edit />
            </RequireAccess>
          }
        />
        {diagnosticRoutes}
        {warehouseDispatchRoutes}
        {settingsRoutes}
        {searchSynonymsRoutes}
        {checkinRoutes}
        {expeditionRoutes}
        {verificationRoutes}
        {refurbRoutes}
        {itemsStockRoutes}
        {connectorRoutes}
        {ssoConfigurationRoutes}
        {importRoutes}
        {exportRoutes}
        {sftpRoutes}
        {personalDataRoutes}
        <Route
          path="/account/:accountId/linked-buyers"
          element={
            <RequirePermission permission="client_list">
              <LinkedBuyersPage />
            </RequirePermission>
          }
        />
      </CustomRoutes>
      <CustomRoutes noLayout>
        {passwordRoutes}
        {openIdRoutes}
      </CustomRoutes>
    </Admin>
  )
}
