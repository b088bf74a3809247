import ReplayIcon from '@mui/icons-material/Replay'
import { Button, Stack } from '@mui/material'
import { useDataProvider, usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useAction } from '../lib/useAction'
import { canAccess } from '../providers/canAccess'
import { MarkAsPaidButton } from './MarkAsPaidButton'

/** Sends a failed payment to its connector again; a refusal (no longer failed) comes back as a notice. */
const RelaunchButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  const { busy, run } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const label = translate('resources.searchPayment.relaunch.button')
  const relaunch = () =>
    void run(() => dataProvider.relaunchPayment(record.id), 'resources.searchPayment.relaunch.done', true)
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={relaunch}>
      {label}
    </Button>
  )
}

/**
 * What the server says may be done with the row's payment, as named buttons; a click here never opens the
 * row's panel. `compact`: stacked, for the list's last column (whose header is `label`, read by the Datagrid).
 */
export const PaymentRowActions = ({ compact = false }: { compact?: boolean; label?: string }) => {
  const record = useRecordContext<RaRecord>()
  const { permissions } = usePermissions<string[]>()
  if (!record) return null
  const markable = record.canMarkAsPaid && canAccess(permissions, 'mark_as_paid')
  if (!record.canRelaunch && !markable) return null
  return (
    <Stack
      direction={compact ? 'column' : 'row'}
      spacing={compact ? 0.5 : 1}
      sx={{ alignItems: 'flex-start' }}
      onClick={(event) => event.stopPropagation()}
    >
      {record.canRelaunch ? <RelaunchButton record={record} /> : null}
      {markable ? <MarkAsPaidButton record={record} /> : null}
    </Stack>
  )
}
