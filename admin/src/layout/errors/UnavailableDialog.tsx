import CloudOffIcon from '@mui/icons-material/CloudOff'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material'
import { useTranslate } from 'react-admin'
import { retryNow, type UnavailableState } from '../../providers/unavailable'

/**
 * The service briefly unavailable (503): its message and one button that sends the waiting requests
 * again; the page and what was typed stay as they were.
 */
export const UnavailableDialog = ({ state }: { state: UnavailableState }) => {
  const translate = useTranslate()
  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby="unavailable-dialog-title"
      aria-describedby="unavailable-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="unavailable-dialog-title">
        <Stack direction="row" spacing={1.5} alignItems="center">
          <CloudOffIcon color="warning" aria-hidden />
          <span>{translate('errors.unavailable.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent id="unavailable-dialog-text">
        <DialogContentText>{state.message ?? translate('errors.unavailable.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={retryNow} autoFocus>
          {translate('errors.unavailable.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
