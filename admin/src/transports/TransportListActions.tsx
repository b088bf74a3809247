import DownloadIcon from '@mui/icons-material/Download'
import SyncIcon from '@mui/icons-material/Sync'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, FilterButton, TopToolbar, useListContext } from 'react-admin'
import { useActionRequest } from '../lib/useActionRequest'
import { API_URL, downloadFile } from '../providers/httpClient'

/** The server streams the filtered list as CSV (every row, not only the page shown). */
const ExportCsvButton = () => {
  const { filterValues } = useListContext()
  const [busy, setBusy] = useState(false)
  const exportCsv = async () => {
    setBusy(true)
    const query = new URLSearchParams(
      Object.entries(filterValues as Record<string, unknown>)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([key, value]) => [key, String(value)])
    )
    try {
      await downloadFile(`${API_URL}/transports/export?${query}`, 'transports.csv')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label="resources.transports-list.export" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  )
}

/** Asks the carriers now rather than at the next half hour: the job runs in the background. */
const RefreshTrackingButton = () => {
  const { busy, run } = useActionRequest()
  return (
    <Button
      label="resources.transports-list.tracking_refresh"
      onClick={() =>
        void run('/transports/tracking', {}, 'resources.transports-list.tracking_queued', 'POST', true)
      }
      disabled={busy}
    >
      {busy ? <CircularProgress size={16} /> : <SyncIcon />}
    </Button>
  )
}

export const TransportListActions = () => (
  // Beside the open panel the buttons wrap rather than widen the page.
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <RefreshTrackingButton />
    <ExportCsvButton />
  </TopToolbar>
)
