import LockClockIcon from '@mui/icons-material/LockClock'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material'
import { useLogout, useTranslate } from 'react-admin'
import { clearError } from '../../providers/errorBus'
import { clearSession } from '../../providers/session'

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
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby="reconnect-dialog-title"
      aria-describedby="reconnect-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="reconnect-dialog-title">
        <Stack direction="row" spacing={1.5} alignItems="center">
          <LockClockIcon color="warning" aria-hidden />
          <span>{translate('errors.session_expired.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reconnect-dialog-text">
          {translate('errors.session_expired.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={reconnect} autoFocus>
          {translate('errors.session_expired.button')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
