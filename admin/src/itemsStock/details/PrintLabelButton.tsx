import PrintIcon from '@mui/icons-material/Print'
import { Button } from '@mui/material'
import { useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useDownload } from '../../lib/useDownload'
import type { RepriseDataProvider } from '../../providers/dataProvider'

/** The item's label (the one printed at check-in) printed again, e.g. after a move or for a worn one. */
export const PrintLabelButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  if (!record) return null
  const print = () =>
    download(() => dataProvider.downloadItemLabel(record.id, record.identificationNumber), 'notify')
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void print()}>
      {translate('resources.items-stock.label.action')}
    </Button>
  )
}
