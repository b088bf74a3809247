import DownloadIcon from '@mui/icons-material/Download'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, useDataProvider, useListContext } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { CsvFormatMenu } from './CsvFormatMenu'

/**
 * The list's CSV export: the server streams every row the current filters keep (not only the page shown)
 * from `<resource>/export`. A filter holding several values is sent once per value. The button writes the
 * file for a spreadsheet in the admin's language; its menu offers the raw file for machines too.
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
  const exportCsv = async (raw = false) => {
    setBusy(true)
    try {
      await dataProvider.exportCsv(resource, filterValues as Record<string, unknown>, fileName, raw)
    } finally {
      setBusy(false)
    }
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <Button label={label} onClick={() => void exportCsv()} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      <CsvFormatMenu disabled={busy} onChoose={(raw) => void exportCsv(raw)} />
    </span>
  )
}
