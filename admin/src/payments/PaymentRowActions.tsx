import ReplayIcon from '@mui/icons-material/Replay'
import { Button, IconButton, Stack, Tooltip } from '@mui/material'
import { usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useActionRequest } from '../lib/useActionRequest'
import { canAccess } from '../providers/canAccess'
import { MarkAsPaidButton } from './MarkAsPaidButton'

/** Sends a failed payment to its connector again; a refusal (no longer failed) comes back as a notice. */
const RelaunchButton = ({ record, compact }: { record: RaRecord; compact: boolean }) => {
  const translate = useTranslate()
  const { busy, run } = useActionRequest()
  const label = translate('resources.searchPayment.relaunch.button')
  const relaunch = () =>
    void run(`/payments/${record.id}/relaunch`, {}, 'resources.searchPayment.relaunch.done', 'POST', true)
  return compact ? (
    <Tooltip title={label}>
      <IconButton size="small" color="primary" aria-label={label} disabled={busy} onClick={relaunch}>
        <ReplayIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={relaunch}>
      {label}
    </Button>
  )
}

/**
 * What the server says may be done with the row's payment; a click here never opens the row's panel.
 * `compact`: icon buttons named by their tooltip, for the list's narrow last column.
 */
export const PaymentRowActions = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext<RaRecord>()
  const { permissions } = usePermissions<string[]>()
  if (!record) return null
  const markable = record.canMarkAsPaid && canAccess(permissions, 'mark_as_paid')
  if (!record.canRelaunch && !markable) return null
  return (
    <Stack direction="row" spacing={compact ? 0 : 1} onClick={(event) => event.stopPropagation()}>
      {record.canRelaunch ? <RelaunchButton record={record} compact={compact} /> : null}
      {markable ? <MarkAsPaidButton record={record} compact={compact} /> : null}
    </Stack>
  )
}
