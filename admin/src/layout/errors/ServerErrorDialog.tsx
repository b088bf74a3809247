import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import { DialogContentText } from '@mui/material'
import { useNavigate, useTranslate } from 'react-admin'
import { clearError, type ServerErrorState } from '../../providers/errorBus'
import { ErrorDialogFrame } from './ErrorDialogFrame'
import { ErrorReference } from './ErrorReference'

/**
 * Server, network or business error: a generic text plus the message (only the message when
 * hideGenericMessage), then home, reload or the given route on close.
 */
export const ServerErrorDialog = ({ error }: { error: ServerErrorState }) => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const message = error.message ?? (error.messageKey ? translate(error.messageKey) : undefined)

  const close = () => {
    clearError()
    if (error.goHome) navigate('/home')
    else if (error.redirectRoute) navigate(error.redirectRoute)
    else if (error.reloadPage) window.location.reload()
  }

  return (
    <ErrorDialogFrame
      id="server-error-dialog"
      icon={<ErrorOutlineIcon color="error" aria-hidden />}
      title={translate('errors.server.title')}
      action={translate(error.goHome ? 'errors.server.home' : 'errors.server.ok')}
      onAction={close}
      onClose={close}
    >
      {!error.hideGenericMessage && (
        <DialogContentText>{translate('errors.server.generic')}</DialogContentText>
      )}
      {message && (
        <DialogContentText sx={{ mt: error.hideGenericMessage ? 0 : 1.5, color: 'text.primary' }}>
          {message}
        </DialogContentText>
      )}
      <ErrorReference requestId={error.requestId} />
    </ErrorDialogFrame>
  )
}
