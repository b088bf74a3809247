import { CircularProgress, Box } from '@mui/material'
import { useMemo } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { HomePage } from './home/HomePage'
import { Layout } from './layout/Layout'
import { buildTheme } from './layout/theme'
import { useSession } from './layout/useSession'
import { LoginPage } from './login/LoginPage'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { useI18nProvider } from './providers/i18n'
import products from './products'
import users from './users'
import entities from './entities'
import paymentModes from './paymentModes'
import stocks from './stocks'
import refurbSteps from './refurbSteps'
import refurbQuestions from './refurbQuestions'
import circuits from './circuits'
import categories from './categories'
import { diagnosticRoutes } from './diagnostic/routes'

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
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={HomePage}
    >
      <Resource name="users" {...users} />
      <Resource name="entities" {...entities} />
      <Resource name="paymentModes" {...paymentModes} />
      <Resource name="stocks" {...stocks} />
      <Resource name="refurb-steps" {...refurbSteps} />
      <Resource name="refurb-diagnosis-questions" {...refurbQuestions} />
      <Resource name="circuits" {...circuits} />
      <Resource name="products" {...products} />
      <Resource name="categories" {...categories}>
        <Route path="list" element={<categories.list />} />
      </Resource>
      <Resource name="diagnostic-questions" />
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
        {diagnosticRoutes}
      </CustomRoutes>
    </Admin>
  )
}
