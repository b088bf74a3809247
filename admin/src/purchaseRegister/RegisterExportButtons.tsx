import DownloadIcon from '@mui/icons-material/Download'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import { CircularProgress } from '@mui/material'
import { useState } from 'react'
import { Button, TopToolbar, useListContext } from 'react-admin'
import { download } from '../providers/request'
import { T } from './types'

const FILTERS = ['storeId', 'from', 'to'] as const

/**
 * The register as CSV or PDF for the filters shown: the API writes the file in the caller's language and
 * names it (Content-Disposition); the download carries the session's token.
 */
const ExportButton = ({ format }: { format: 'csv' | 'pdf' }) => {
  const { filterValues } = useListContext()
  const [busy, setBusy] = useState(false)
  const exportFile = async () => {
    const query = new URLSearchParams({ format })
    for (const name of FILTERS) {
      const value = (filterValues as Record<string, unknown>)[name]
      if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
    }
    setBusy(true)
    try {
      await download(`/purchase-register/export?${query}`, `purchase-register.${format}`)
    } finally {
      setBusy(false)
    }
  }
  const icon = format === 'csv' ? <DownloadIcon /> : <PictureAsPdfIcon />
  return (
    <Button label={`${T}.download.${format}`} onClick={() => void exportFile()} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : icon}
    </Button>
  )
}

export const RegisterActions = () => (
  <TopToolbar>
    <ExportButton format="csv" />
    <ExportButton format="pdf" />
  </TopToolbar>
)
