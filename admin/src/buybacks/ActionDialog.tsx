import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material'
import { useState, type ReactNode } from 'react'
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useAction } from '../lib/useAction'

/** A buy-back action's dialog: the server's error shown in it, a confirm button that waits for the answer. */
export const ActionDialog = ({
  open,
  onClose,
  title,
  error,
  busy,
  confirm,
  confirmColor = 'primary',
  onConfirm,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  error: string
  busy: boolean
  confirm: string
  confirmColor?: 'primary' | 'error'
  onConfirm: () => void
  children: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="buyback-action-title" fullWidth>
      <DialogTitle id="buyback-action-title">{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={confirmColor} disabled={busy} onClick={onConfirm}>
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** A choice among reasons or places, with a free comment: what the cancel and lost dialogs ask. */
export const ChoiceWithComment = ({
  label,
  choices,
  choiceLabel,
  value,
  onChange,
  commentLabel,
  comment,
  onComment,
}: {
  label: string
  choices: readonly string[]
  choiceLabel: (choice: string) => string
  value: string
  onChange: (value: string) => void
  commentLabel: string
  comment: string
  onComment: (comment: string) => void
}) => (
  <>
    <RadioGroup aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {choices.map((one) => (
        <FormControlLabel key={one} value={one} control={<Radio />} label={choiceLabel(one)} />
      ))}
    </RadioGroup>
    <TextField
      label={commentLabel}
      value={comment}
      onChange={(event) => onComment(event.target.value)}
      inputProps={{ maxLength: 255 }}
      fullWidth
      multiline
      sx={{ mt: 1 }}
    />
  </>
)

/**
 * A button opening a confirmation that sends one call without fields: its text says what will happen, the
 * details refresh once it is done.
 */
export const ConfirmActionButton = ({
  icon,
  label,
  explain,
  confirm,
  action,
  done,
}: {
  icon: ReactNode
  label: string
  explain: string
  confirm: string
  /** The data provider's call the confirmation sends. */
  action: () => Promise<unknown>
  done: string
}) => {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { busy, error, run, reset } = useAction()
  return (
    <>
      <Button
        startIcon={icon}
        onClick={() => {
          reset()
          setOpen(true)
        }}
      >
        {translate(label)}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(label)}
        error={error}
        busy={busy}
        confirm={confirm}
        onConfirm={() => void run(action, done).then((ok) => ok && setOpen(false))}
      >
        <DialogContentText>{explain}</DialogContentText>
      </ActionDialog>
    </>
  )
}

/** The buy-back shown, and the actions the server says the caller may take on it. */
export interface BuybackActions {
  cancel: boolean
  receiveAtStore: boolean
  declareLost: ('store' | 'transport' | 'warehouse')[]
  disputeMail: boolean
  edit: boolean
  /** The shipping label booked again after the carrier refused it. */
  bookLabel?: boolean
  documents: string[]
}

export const useBuyback = () => {
  const record = useRecordContext<RaRecord>()
  return { record, actions: (record?.actions ?? null) as BuybackActions | null }
}
