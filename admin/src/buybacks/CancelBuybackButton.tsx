import CancelIcon from '@mui/icons-material/Cancel'
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material'
import { useState } from 'react'
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useActionRequest } from './useActionRequest'

const REASONS = ['customer_retractation', 'technical_problem', 'other'] as const

/**
 * Cancel (part 1 §4 "Buyback actions"): irreversible, with a reason and a comment; when the payment can no
 * longer be cancelled the server says so and the dialog offers to force the cancellation.
 */
export const CancelBuybackButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<(typeof REASONS)[number]>('customer_retractation')
  const [comment, setComment] = useState('')
  const [force, setForce] = useState(false)
  const { busy, error, failure, run } = useActionRequest()
  // The server says which actions the status machine and the caller's role allow.
  if (!record?.actions?.cancel) return null
  const forceOffered = Boolean(failure?.forceAvailable)

  const submit = async () => {
    const body = { reason, comment: comment.trim() || undefined, force: force || undefined }
    if (await run(`/buybacks/${record.id}/cancel`, body, 'resources.buybacks.cancel.done')) setOpen(false)
  }

  return (
    <>
      <Button color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {translate('resources.buybacks.cancel.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-buyback-title" fullWidth>
        <DialogTitle id="cancel-buyback-title">
          {translate('resources.buybacks.cancel.title', { number: record.identificationNumber })}
        </DialogTitle>
        <DialogContent>
          <Alert severity="warning" role="note" sx={{ mb: 2 }}>
            {translate('resources.buybacks.cancel.irreversible')}
          </Alert>
          <RadioGroup
            aria-label={translate('resources.buybacks.cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as (typeof REASONS)[number])}
          >
            {REASONS.map((one) => (
              <FormControlLabel
                key={one}
                value={one}
                control={<Radio />}
                label={translate(`resources.buybacks.cancel.reasons.${one}`)}
              />
            ))}
          </RadioGroup>
          <TextField
            label={translate('resources.buybacks.cancel.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            inputProps={{ maxLength: 255 }}
            fullWidth
            multiline
            sx={{ mt: 1 }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {forceOffered && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
              label={translate('resources.buybacks.cancel.force')}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void submit()}>
            {translate('resources.buybacks.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
