import { Suspense } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Outlet, useLocation } from 'react-router-dom'
import { Footer } from './footer'
import { Header } from './header'
import { PageLoading } from '@/components/page-loading'
import { RouteError } from './route-error'
import { RouteErrorBoundary } from './route-error-boundary'
import { useFocusOnNavigation } from './use-focus-on-navigation'

export function Layout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  useFocusOnNavigation()

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skipLink')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}
