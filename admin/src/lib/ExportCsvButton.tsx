import DownloadIcon from '@mui/icons-material/Download'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, useDataProvider, useListContext } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * The list's CSV export: the server streams every row the current filters keep (not only the page shown)
 * from `<resource>/export`. A filter holding several values is sent once per value.
 */
export const ExportCsvButton = ({
  resource,
  fileName,
  label,
}: {
  resource: 'buybacks' | 'transports'
  fileName: string
  label: string
}) => {
  const { filterValues } = useListContext()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [busy, setBusy] = useState(false)
  const exportCsv = async () => {
    setBusy(true)
    try {
      await dataProvider.exportCsv(resource, filterValues as Record<string, unknown>, fileName)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label={label} onClick={() => void exportCsv()} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  )
}
