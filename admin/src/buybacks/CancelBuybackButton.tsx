import CancelIcon from '@mui/icons-material/Cancel'
import { Alert, Button, Checkbox, FormControlLabel } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { ActionDialog, ChoiceWithComment } from './ActionDialog'
import { useAction } from '../lib/useAction'

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
  const { busy, error, failure, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  // The server says which actions the status machine and the caller's role allow.
  if (!record?.actions?.cancel) return null
  const forceOffered = Boolean(failure?.forceAvailable)

  const submit = async () => {
    const body = { reason, comment: comment.trim() || undefined, force: force || undefined }
    if (await run(() => dataProvider.cancelBuyback(record.id, body), 'resources.buybacks.cancel.done'))
      setOpen(false)
  }

  return (
    <>
      <Button color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {translate('resources.buybacks.cancel.action')}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.buybacks.cancel.title', { number: record.identificationNumber })}
        error={error}
        busy={busy}
        confirm="resources.buybacks.cancel.confirm"
        confirmColor="error"
        onConfirm={() => void submit()}
      >
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {translate('resources.buybacks.cancel.irreversible')}
        </Alert>
        <ChoiceWithComment
          label={translate('resources.buybacks.cancel.reason')}
          choices={REASONS}
          choiceLabel={(one) => translate(`resources.buybacks.cancel.reasons.${one}`)}
          value={reason}
          onChange={(value) => setReason(value as (typeof REASONS)[number])}
          commentLabel={translate('resources.buybacks.cancel.comment')}
          comment={comment}
          onComment={setComment}
        />
        {forceOffered && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
            label={translate('resources.buybacks.cancel.force')}
          />
        )}
      </ActionDialog>
    </>
  )
}
