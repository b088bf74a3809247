import LockClockIcon from '@mui/icons-material/LockClock'
import { DialogContentText } from '@mui/material'
import { useLogout, useTranslate } from 'react-admin'
import { clearError } from '../../providers/errorBus'
import { clearSession } from '../../providers/session'
import { ErrorDialogFrame } from './ErrorDialogFrame'

/** Session expired (401): a single button resets the user and goes to the login page. */
export const ReconnectDialog = () => {
  const translate = useTranslate()
  const logout = useLogout()

  const reconnect = () => {
    clearSession()
    clearError()
    logout(undefined, '/login', false)
  }

  return (
    <ErrorDialogFrame
      id="reconnect-dialog"
      icon={<LockClockIcon color="warning" aria-hidden />}
      title={translate('errors.session_expired.title')}
      action={translate('errors.session_expired.button')}
      onAction={reconnect}
    >
      <DialogContentText>{translate('errors.session_expired.text')}</DialogContentText>
    </ErrorDialogFrame>
  )
}
