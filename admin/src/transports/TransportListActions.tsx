import SyncIcon from '@mui/icons-material/Sync'
import { CircularProgress } from '@mui/material'
import { Button, FilterButton, TopToolbar, useDataProvider, usePermissions } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useAction } from '../lib/useAction'
import { ExportCsvButton } from '../lib/ExportCsvButton'

/** Asks the carriers now rather than at the next half hour: the job runs in the background. */
const RefreshTrackingButton = () => {
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  return (
    <Button
      label="resources.transports-list.tracking_refresh"
      onClick={() =>
        void run(() => dataProvider.refreshTracking(), 'resources.transports-list.tracking_queued', true)
      }
      disabled={busy}
    >
      {busy ? <CircularProgress size={16} /> : <SyncIcon />}
    </Button>
  )
}

export const TransportListActions = () => {
  const { permissions } = usePermissions<string[]>()
  return (
    // Beside the open panel the buttons wrap rather than widen the page.
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      {/* Asking every carrier is the platform's: a workshop or a retailer follows its own. */}
      {permissions?.includes('admin_menu') && <RefreshTrackingButton />}
      <ExportCsvButton
        resource="transports"
        fileName="transports.csv"
        label="resources.transports-list.export"
      />
    </TopToolbar>
  )
}
