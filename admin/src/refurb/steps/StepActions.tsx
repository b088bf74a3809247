import CommentIcon from '@mui/icons-material/AddComment'
import { Button, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import {
  refusalOf,
  type ItemRefurbStep,
  type Refusal,
  type Stock,
  type StepAction,
  type StepActionBody,
} from '../types'
import { useRefurbText } from '../useRefurbText'
import { StepActionDialog } from './StepActionDialog'
import { advanceAction, useStepShortcuts } from './useStepShortcuts'

/** After an action: the page reloads its step(s); a refusal it cannot keep in a dialog is shown there. */
export type OnStepChanged = (refusal?: Refusal) => void

interface Props {
  step: ItemRefurbStep
  stocks: Stock[]
  erasureMethods: string[]
  itemStockId: number | null
  onChanged: OnStepChanged
  /** The bench's keys act on this step (one step of the page at a time). */
  shortcuts?: boolean
}

/** Whether the action asks for something the operator must enter: only then does a dialog open. */
function needsDialog(action: StepAction, step: ItemRefurbStep) {
  return action === 'cancel' || (action === 'complete' && step.dataErasure)
}

/**
 * The buttons of the actions the server allows on the step (`actions`). One click acts: start keeps the item
 * in its stock, complete leaves it there; a dialog opens only when something must be entered (a cancel
 * reason, a data erasure's method, tool and certificate) or when the operator asks to add a comment. Each is
 * sent with the step's version as read: when someone acted first (409 `refurb_step_conflict`), or the action
 * no longer applies, the page shows the server's message and reloads the step.
 */
export const StepActions = (props: Props) => {
  const { step, stocks, erasureMethods, itemStockId, onChanged, shortcuts = false } = props
  const { t } = useRefurbText()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [open, setOpen] = useState<StepAction | null>(null)
  const [busy, setBusy] = useState<StepAction | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const stockId = itemStockId ?? step.stock?.id ?? stocks[0]?.id ?? null

  const run = async (action: StepAction, body: Omit<StepActionBody, 'version'>, inDialog: boolean) => {
    setBusy(action)
    setRefusal(null)
    try {
      await dataProvider.actOnStep(step.id, action, { version: step.version, ...body })
      setOpen(null)
      notify(`refurb.actions.done.${action}`, { type: 'success', messageArgs: { step: step.name } })
      onChanged()
    } catch (error) {
      const refused = refusalOf(error)
      // A stale step, or one that moved on: the form no longer means anything; the page says why.
      if (refused.status === 409 || refused.status === 404 || !inDialog) {
        setOpen(null)
        onChanged(refused)
      } else {
        setRefusal(refused)
      }
    } finally {
      setBusy(null)
    }
  }

  const click = (action: StepAction) => {
    if (busy) return
    setRefusal(null)
    if (needsDialog(action, step)) return setOpen(action)
    const body = action === 'start' || action === 'complete' ? { stockId: stockId! } : {}
    void run(action, body, false)
  }

  useStepShortcuts(shortcuts && !open, (key) => {
    const action = key === 'advance' ? advanceAction(step) : step.actions.includes('pause') ? 'pause' : null
    if (action) click(action)
  })

  if (!step.actions.length) return null
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {step.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'cancel' ? 'text' : action === advanceAction(step) ? 'contained' : 'outlined'}
            color={action === 'cancel' ? 'error' : 'primary'}
            disabled={busy !== null}
            onClick={() => click(action)}
            startIcon={busy === action && !open ? <CircularProgress size={16} color="inherit" /> : undefined}
            aria-label={t(`actions.labels.${action}`, { step: step.name })}
          >
            {t(`actions.names.${action}`)}
          </Button>
        ))}
        {step.actions.includes('complete') && !step.dataErasure && (
          <Tooltip title={t('actions.labels.complete_with_comment', { step: step.name })}>
            <IconButton
              size="small"
              color="primary"
              disabled={busy !== null}
              onClick={() => setOpen('complete')}
              aria-label={t('actions.labels.complete_with_comment', { step: step.name })}
            >
              <CommentIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {open && (
        <StepActionDialog
          action={open}
          step={step}
          stocks={stocks}
          erasureMethods={erasureMethods}
          itemStockId={stockId}
          busy={busy !== null}
          refusal={refusal}
          onClose={() => setOpen(null)}
          onConfirm={(body) => void run(open, body, true)}
        />
      )}
    </>
  )
}
