import CloudOffIcon from '@mui/icons-material/CloudOff'
import { DialogContentText } from '@mui/material'
import { useTranslate } from 'react-admin'
import { retryNow, type UnavailableState } from '../../providers/unavailable'
import { ErrorDialogFrame } from './ErrorDialogFrame'
import { ErrorReference } from './ErrorReference'

/**
 * The service briefly unavailable (503): its message and one button that sends the waiting requests
 * again; the page and what was typed stay as they were.
 */
export const UnavailableDialog = ({ state }: { state: UnavailableState }) => {
  const translate = useTranslate()
  return (
    <ErrorDialogFrame
      id="unavailable-dialog"
      icon={<CloudOffIcon color="warning" aria-hidden />}
      title={translate('errors.unavailable.title')}
      action={translate('errors.unavailable.retry')}
      onAction={retryNow}
    >
      <DialogContentText>{state.message ?? translate('errors.unavailable.text')}</DialogContentText>
      <ErrorReference requestId={state.requestId} />
    </ErrorDialogFrame>
  )
}
