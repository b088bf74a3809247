import { lazy, Suspense } from 'react'
import { Box, Paper, Typography } from '@mui/material'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { useSession } from '../layout/useSession'
import { canAccess } from '../providers/canAccess'
import { SCREENS } from '../navigation/screens'
import { SHORTCUTS } from '../navigation/shortcuts'
import { SetupChecklist } from './SetupChecklist'
import { ShortcutCard } from './ShortcutCard'
import { StoreCartCard } from './StoreCartCard'

// The charts library loads only for the roles that see the statistics.
const StatisticsDashboard = lazy(() => import('../statistics/StatisticsDashboard'))

/** /home: greeting and the shortcuts of part 1 §2 the user's permissions allow. */
export const HomePage = () => {
  const translate = useTranslate()
  const session = useSession()
  const { permissions } = usePermissions<string[]>()
  const shortcuts = SHORTCUTS.filter(
    (shortcut) =>
      canAccess(permissions, SCREENS[shortcut.screen].permission) &&
      (!SCREENS[shortcut.screen].storeOnly || session?.currentOrganization?.type === 'store')
  )

  return (
    <Box sx={{ py: 3, px: { xs: 0, sm: 1 }, maxWidth: 1200 }}>
      <Title title="menu.items.dashboard" />
      <Paper sx={{ p: { xs: 2.5, md: 4 }, mb: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="h1" component="h1">
          {translate('home.greeting', { name: session?.user.firstname ?? '' })}
        </Typography>
        {session?.currentOrganization && (
          <Typography variant="body1" sx={{ mt: 1, opacity: 0.9 }}>
            {translate('home.organization', { organization: session.currentOrganization.commonName })}
          </Typography>
        )}
      </Paper>
      <SetupChecklist />
      {canAccess(permissions, 'store_cart') && <StoreCartCard />}
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {translate('home.shortcuts_title')}
      </Typography>
      {shortcuts.length === 0 ? (
        <Typography color="text.secondary">{translate('home.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <ShortcutCard shortcut={shortcut} />
            </li>
          ))}
        </Box>
      )}
      {canAccess(permissions, 'statistics_read') && (
        <Suspense fallback={null}>
          <StatisticsDashboard />
        </Suspense>
      )}
    </Box>
  )
}
