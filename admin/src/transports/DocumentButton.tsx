import DescriptionIcon from '@mui/icons-material/Description'
import type { MouseEvent } from 'react'
import { Button, useDataProvider } from 'react-admin'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * Downloads a transport's document (its transport order, its label) with the session's token. The API
 * names it `/api/...`; a refusal shows in the server error modal.
 */
export const DocumentButton = ({ link, label, name }: { link: string; label: string; name: string }) => {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { busy, download } = useDownload()
  const onClick = (event: MouseEvent) => {
    // Inside a row that opens the panel: the button only downloads.
    event.stopPropagation()
    void download(() => dataProvider.downloadTransportDocument(link, name))
  }
  return (
    <Button label={label} onClick={onClick} disabled={busy} size="small">
      <DescriptionIcon />
    </Button>
  )
}
