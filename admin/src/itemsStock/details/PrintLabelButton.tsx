import PrintIcon from '@mui/icons-material/Print'
import { Button } from '@mui/material'
import {
  HttpError,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'

/** The item's label (the one printed at check-in) printed again, e.g. after a move or for a worn one. */
export const PrintLabelButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  if (!record) return null
  const print = async () => {
    try {
      await dataProvider.downloadItemLabel(record.id, record.identificationNumber)
    } catch (failure) {
      notify(failure instanceof HttpError ? failure.message : 'errors.network', { type: 'error' })
    }
  }
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void print()}>
      {translate('resources.items-stock.label.action')}
    </Button>
  )
}
