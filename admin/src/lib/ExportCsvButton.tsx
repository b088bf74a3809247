import DownloadIcon from '@mui/icons-material/Download'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, useListContext } from 'react-admin'
import { API_URL, downloadFile } from '../providers/httpClient'

/**
 * The list's CSV export: the server streams every row the current filters keep (not only the page shown)
 * from `<resource>/export`. A filter holding several values is sent once per value.
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
  const exportCsv = async () => {
    setBusy(true)
    const query = new URLSearchParams()
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
    <Button label={label} onClick={() => void exportCsv()} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  )
}
