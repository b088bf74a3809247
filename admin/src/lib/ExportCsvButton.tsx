import DownloadIcon from '@mui/icons-material/Download'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, useListContext } from 'react-admin'
import { API_URL, downloadFile } from '../providers/httpClient'
import { CsvFormatMenu } from './CsvFormatMenu'

/**
 * The list's CSV export: the server streams every row the current filters keep (not only the page shown)
 * from `<resource>/export`. A filter holding several values is sent once per value. The button writes the
 * file for a spreadsheet in the admin's language; its menu offers the raw file for machines too.
 */
export const ExportCsvButton = ({
  path,
  fileName,
  label,
}: {
  path: string
  fileName: string
  label: string
}) => {
  const { filterValues } = useListContext()
  const [busy, setBusy] = useState(false)
  const exportCsv = async (raw = false) => {
    setBusy(true)
    const query = new URLSearchParams(raw ? { format: 'raw' } : {})
    for (const [key, value] of Object.entries(filterValues as Record<string, unknown>)) {
      for (const one of ([] as unknown[]).concat(value)) {
        if (one !== undefined && one !== null && one !== '') query.append(key, String(one))
      }
    }
    try {
      await downloadFile(`${API_URL}${path}?${query}`, fileName)
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
