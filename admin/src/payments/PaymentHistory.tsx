import { CircularProgress, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslate, type Identifier } from 'react-admin'
import { StatusTimeline, type TimelineRow } from '../buybacks/StatusTimeline'
import { API_URL, httpClient } from '../providers/httpClient'
import { useFailureReason } from './useFailureReason'

interface PaymentEvent {
  id: number
  event: string
  from: string | null
  to: string
  at: string
  by: string | null
  comment: string | null
}

/**
 * `GET /api/payments/:id/history`, loaded again whenever `stamp` changes (the payment's version or status
 * after a relaunch or a mark as paid). Null while loading; a refusal (no permission) gives no rows.
 */
function usePaymentHistory(id: Identifier, stamp: unknown): TimelineRow[] | null {
  const [rows, setRows] = useState<TimelineRow[] | null>(null)
  useEffect(() => {
    let active = true
    httpClient<PaymentEvent[]>(`${API_URL}/payments/${id}/history`, { silent: true })
      .then(({ json }) => json ?? [])
      .catch(() => [])
      .then((events) => {
        if (!active) return
        // Without a named user the move was the system's (a job, the bank's confirmation).
        setRows(events.map((event) => ({ ...event, actorKind: event.by ? 'user' : 'system' })))
      })
    return () => {
      active = false
    }
  }, [id, stamp])
  return rows
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
