import { CircularProgress, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate, type Identifier } from 'react-admin'
import { StatusTimeline, type TimelineRow } from '../buybacks/StatusTimeline'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useFailureReason } from './useFailureReason'

/**
 * `GET /api/payments/:id/history`, loaded again whenever `stamp` changes (the payment's version or status
 * after a relaunch or a mark as paid). Null while loading; a refusal (no permission) gives no rows.
 */
function usePaymentHistory(id: Identifier, stamp: unknown): TimelineRow[] | null {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data, isPending } = useQuery({
    queryKey: ['payments', id, 'history', stamp],
    queryFn: () => dataProvider.paymentHistory(id),
    retry: false,
  })
  if (isPending) return null
  // Without a named user the move was the system's (a job, the bank's confirmation).
  return (data ?? []).map((event) => ({ ...event, actorKind: event.by ? 'user' : 'system' }))
}

/** A payment's status moves and amount changes, oldest first: when, what, the status reached, who. */
export const PaymentHistory = ({
  id,
  stamp,
  currency,
}: {
  id: Identifier
  stamp?: unknown
  currency?: string
}) => {
  const translate = useTranslate()
  const failureReason = useFailureReason()
  const rows = usePaymentHistory(id, stamp)
  if (!rows) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
  if (!rows.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.searchPayment.no_history')}
      </Typography>
    )
  }
  // A failure's comment is the connector's code: read it out like the list does.
  const shown = rows.map((row) =>
    row.event === 'payment_failed' ? { ...row, comment: failureReason(row.comment) } : row
  )
  return <StatusTimeline rows={shown} subject="payment" currency={currency} />
}
