import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material'
import { useNavigate, useTranslate } from 'react-admin'
import { clearError, type ServerErrorState } from '../../providers/errorBus'

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
    <Dialog
      open
      onClose={close}
      aria-labelledby="server-error-dialog-title"
      aria-describedby="server-error-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="server-error-dialog-title">
        <Stack direction="row" spacing={1.5} alignItems="center">
          <ErrorOutlineIcon color="error" aria-hidden />
          <span>{translate('errors.server.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent id="server-error-dialog-text">
        {!error.hideGenericMessage && (
          <DialogContentText>{translate('errors.server.generic')}</DialogContentText>
        )}
        {message && (
          <DialogContentText sx={{ mt: error.hideGenericMessage ? 0 : 1.5, color: 'text.primary' }}>
            {message}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {translate(error.goHome ? 'errors.server.home' : 'errors.server.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
