import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { useState } from 'react'
import type { ItemRefurbStep, Refusal, Stock, StepAction, StepActionBody } from '../types'
import { useRefurbText } from '../useRefurbText'

/** Part 2 §5: a comment or a reason of at most 255 characters. */
export const TEXT_MAX = 255

interface Props {
  action: StepAction
  step: ItemRefurbStep
  stocks: Stock[]
  erasureMethods: string[]
  /** The item's stock: what "start" asks to confirm, and what "complete" proposes. */
  itemStockId: number | null
  busy: boolean
  refusal: Refusal | null
  onClose: () => void
  onConfirm: (body: Omit<StepActionBody, 'version'>) => void
}

/**
 * What an action asks before it is sent, when it asks something (start and pause are one click):
 * complete with the operator's comment, or on a data-erasure step the erasure's method, tool and certificate
 * (with the stock); cancel a reason. The server's refusal shows on its field, or above the buttons.
 */
export const StepActionDialog = (props: Props) => {
  const { action, step, stocks, erasureMethods, busy, refusal, onClose, onConfirm } = props
  const { t, message } = useRefurbText()
  const [stockId, setStockId] = useState(props.itemStockId ?? stocks[0]?.id ?? null)
  const [comment, setComment] = useState('')
  const [reason, setReason] = useState('')
  const [method, setMethod] = useState('')
  const [tool, setTool] = useState('')
  const [reference, setReference] = useState('')
  const erasure = action === 'complete' && step.dataErasure
  const fields = refusal?.fields ?? {}
  const shownOnField = [
    'stockId',
    'comment',
    'reason',
    'erasure.method',
    'erasure.tool',
    'erasure.reference',
  ].some((name) => fields[name])
  const titleId = `step-action-${step.id}-${action}`

  const valid =
    (action === 'cancel' ? reason.trim().length > 0 : true) &&
    (action === 'start' || action === 'complete' ? stockId !== null : true) &&
    (erasure ? method !== '' && tool.trim().length > 0 && reference.trim().length > 0 : true)

  const confirm = () => {
    if (action === 'start') return onConfirm({ stockId: stockId! })
    if (action === 'cancel') return onConfirm({ reason: reason.trim() })
    if (action === 'complete') {
      return onConfirm({
        stockId: stockId!,
        comment: comment.trim() || null,
        ...(erasure ? { erasure: { method, tool: tool.trim(), reference: reference.trim() } } : {}),
      })
    }
    onConfirm({})
  }

  const counter = (text: string, error?: string) =>
    error ?? t('actions.counter', { count: text.length, max: TEXT_MAX })

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`actions.dialogs.${action}.title`, { step: step.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t(`actions.dialogs.${action}.text`)}</DialogContentText>
          {action === 'cancel' && step.cancelLeavesErasureOut && (
            <Alert severity="warning">{t('actions.dialogs.cancel.erasure_follows')}</Alert>
          )}
          {(action === 'start' || action === 'complete') && (
            <TextField
              select
              label={t(action === 'start' ? 'actions.fields.confirm_stock' : 'actions.fields.stock')}
              value={stockId ?? ''}
              onChange={(event) => setStockId(Number(event.target.value))}
              SelectProps={{ native: true }}
              error={Boolean(fields.stockId)}
              helperText={fields.stockId}
              disabled={busy}
            >
              {stocks.map((stock) => (
                <option key={stock.id} value={stock.id}>
                  {stock.name}
                </option>
              ))}
            </TextField>
          )}
          {erasure && (
            <>
              <TextField
                select
                required
                label={t('actions.fields.erasure_method')}
                value={method}
                onChange={(event) => setMethod(event.target.value)}
                SelectProps={{ native: true }}
                error={Boolean(fields['erasure.method'])}
                helperText={fields['erasure.method']}
                disabled={busy}
              >
                <option value="" />
                {erasureMethods.map((name) => (
                  <option key={name} value={name}>
                    {t(`erasure_methods.${name}`, { _: name })}
                  </option>
                ))}
              </TextField>
              <TextField
                required
                label={t('actions.fields.erasure_tool')}
                value={tool}
                onChange={(event) => setTool(event.target.value)}
                inputProps={{ maxLength: TEXT_MAX }}
                error={Boolean(fields['erasure.tool'])}
                helperText={fields['erasure.tool'] ?? t('actions.fields.erasure_tool_help')}
                disabled={busy}
              />
              <TextField
                required
                label={t('actions.fields.erasure_reference')}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                inputProps={{ maxLength: TEXT_MAX }}
                error={Boolean(fields['erasure.reference'])}
                helperText={fields['erasure.reference'] ?? t('actions.fields.erasure_reference_help')}
                disabled={busy}
              />
            </>
          )}
          {action === 'complete' && (
            <TextField
              label={t('actions.fields.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              inputProps={{ maxLength: TEXT_MAX }}
              error={Boolean(fields.comment)}
              helperText={counter(comment, fields.comment)}
              disabled={busy}
            />
          )}
          {action === 'cancel' && (
            <TextField
              required
              label={t('actions.fields.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              inputProps={{ maxLength: TEXT_MAX }}
              error={Boolean(fields.reason)}
              helperText={counter(reason, fields.reason)}
              disabled={busy}
            />
          )}
          {refusal && !shownOnField && (
            <Alert severity="error" role="alert">
              {message(refusal.message)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          color={action === 'cancel' ? 'error' : 'primary'}
          onClick={confirm}
          disabled={!valid || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t(`actions.dialogs.${action}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
