import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material'
import { useState } from 'react'
import type { QuarantineReason } from '../types'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'

/** "Send to quarantine": a reason among the form's, an optional comment, then the verification sent. */
export const QuarantineButton = ({ wizard }: { wizard: Verification }) => {
  const { t, translate, message } = useVerificationText()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<QuarantineReason | ''>('')
  const [comment, setComment] = useState('')
  const reasons = wizard.form?.quarantineReasons ?? []
  // The workshop comment the client requires goes with a quarantine too.
  const mandatory = wizard.form?.settings.commentMandatory ?? false

  return (
    <>
      <Button
        color="warning"
        variant="outlined"
        onClick={() => {
          wizard.clearFailure()
          setOpen(true)
        }}
      >
        {t('quarantine.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="quarantine-title" fullWidth>
        <DialogTitle id="quarantine-title">{t('quarantine.title')}</DialogTitle>
        <DialogContent>
          <FormControl required sx={{ mb: 2 }}>
            <FormLabel id="quarantine-reason">{t('quarantine.reason')}</FormLabel>
            <RadioGroup
              aria-labelledby="quarantine-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value as QuarantineReason)}
            >
              {reasons.map((one) => (
                <FormControlLabel key={one.code} value={one.code} control={<Radio />} label={one.label} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            fullWidth
            multiline
            minRows={2}
            required={mandatory}
            label={t(mandatory ? 'fields.comment' : 'quarantine.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          {wizard.failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {message(wizard.failure.message)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            disabled={!reason || wizard.busy || (mandatory && !comment.trim())}
            onClick={async () => {
              if (reason && (await wizard.quarantine(reason, comment))) setOpen(false)
            }}
          >
            {t('quarantine.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
