import DescriptionIcon from '@mui/icons-material/Description'
import { useState, type MouseEvent } from 'react'
import { Button, useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * Downloads a transport's document (its transport order, its label) with the session's token. The API
 * names it `/api/...`; a refusal shows in the server error modal.
 */
export const DocumentButton = ({ link, label, name }: { link: string; label: string; name: string }) => {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [busy, setBusy] = useState(false)
  const download = async (event: MouseEvent) => {
    // Inside a row that opens the panel: the button only downloads.
    event.stopPropagation()
    setBusy(true)
    await dataProvider.downloadTransportDocument(link, name).catch(() => undefined)
    setBusy(false)
  }
  return (
    <Button label={label} onClick={(event) => void download(event)} disabled={busy} size="small">
      <DescriptionIcon />
    </Button>
  )
}
