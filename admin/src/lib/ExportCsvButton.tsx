import DownloadIcon from '@mui/icons-material/Download'
import { CircularProgress } from '@mui/material'
import { Button, useDataProvider, useListContext } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { CsvFormatMenu } from './CsvFormatMenu'
import { useDownload } from './useDownload'

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
  const { busy, download } = useDownload()
  const exportCsv = (raw = false) =>
    download(() => dataProvider.exportCsv(resource, filterValues as Record<string, unknown>, fileName, raw))
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <Button label={label} onClick={() => void exportCsv()} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      <CsvFormatMenu disabled={busy} onChoose={(raw) => void exportCsv(raw)} />
    </span>
  )
}
