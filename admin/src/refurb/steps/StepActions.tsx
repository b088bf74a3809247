import { Button, CircularProgress, Stack } from '@mui/material'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import {
  actOnStep,
  refusalOf,
  type ItemRefurbStep,
  type Refusal,
  type Stock,
  type StepAction,
  type StepActionBody,
} from '../api'
import { useRefurbText } from '../useRefurbText'
import { StepActionDialog } from './StepActionDialog'

/** After an action: the page reloads its step(s); a refusal it cannot keep in a dialog is shown there. */
export type OnStepChanged = (refusal?: Refusal) => void

interface Props {
  step: ItemRefurbStep
  stocks: Stock[]
  erasureMethods: string[]
  itemStockId: number | null
  onChanged: OnStepChanged
}

/**
 * The buttons of the actions the server allows on the step (`actions`). Each is sent with the step's
 * version as read: when someone acted first (409 `refurb_step_conflict`), or the action no longer applies,
 * the page shows the server's message and reloads the step. Resume needs no confirmation.
 */
export const StepActions = ({ step, stocks, erasureMethods, itemStockId, onChanged }: Props) => {
  const { t } = useRefurbText()
  const notify = useNotify()
  const [open, setOpen] = useState<StepAction | null>(null)
  const [busy, setBusy] = useState<StepAction | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const run = async (action: StepAction, body: Omit<StepActionBody, 'version'>) => {
    setBusy(action)
    setRefusal(null)
    try {
      await actOnStep(step.id, action, { version: step.version, ...body })
      setOpen(null)
      notify(`refurb.actions.done.${action}`, { type: 'success', messageArgs: { step: step.name } })
      onChanged()
    } catch (error) {
      const refused = refusalOf(error)
      // A stale step, or one that moved on: the form no longer means anything; the page says why.
      if (refused.status === 409 || refused.status === 404 || !open) {
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
    if (action === 'resume') return void run(action, {})
    setRefusal(null)
    setOpen(action)
  }

  if (!step.actions.length) return null
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {step.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'cancel' ? 'text' : 'outlined'}
            color={action === 'cancel' ? 'error' : 'primary'}
            disabled={busy !== null}
            onClick={() => click(action)}
            startIcon={busy === action && !open ? <CircularProgress size={16} color="inherit" /> : undefined}
            aria-label={t(`actions.labels.${action}`, { step: step.name })}
          >
            {t(`actions.names.${action}`)}
          </Button>
        ))}
      </Stack>
      {open && (
        <StepActionDialog
          action={open}
          step={step}
          stocks={stocks}
          erasureMethods={erasureMethods}
          itemStockId={itemStockId}
          busy={busy !== null}
          refusal={refusal}
          onClose={() => setOpen(null)}
          onConfirm={(body) => void run(open, body)}
        />
      )}
    </>
  )
}
