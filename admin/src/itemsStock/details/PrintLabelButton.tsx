import PrintIcon from '@mui/icons-material/Print'
import { Button } from '@mui/material'
import { HttpError, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { API_URL, downloadFile } from '../../providers/httpClient'

/** The item's label (the one printed at check-in) printed again, e.g. after a move or for a worn one. */
export const PrintLabelButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  if (!record) return null
  const print = async () => {
    try {
      await downloadFile(`${API_URL}/items/${record.id}/label`, `label-${record.identificationNumber}.pdf`)
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
