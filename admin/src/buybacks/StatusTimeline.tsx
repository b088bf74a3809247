import { Box, Card, CardContent, Divider, Typography } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import { formatMoney } from '../lib/money'

export interface TimelineRow {
  id: number
  /** Absent: every row is of the one subject named by the timeline. */
  subject?: 'buyback' | 'item' | 'payment'
  event: string
  to: string
  by: string | null
  actorKind: string
  comment: string | null
  at: string
}

const STATUS_TEXTS = { buyback: 'statuses', item: 'item_statuses', payment: 'payment_statuses' }

/** A payment's amount change carries both amounts in cents (`{"from":24800,"to":4700}`): "248,00 € → 47,00 €". */
function shownComment(row: TimelineRow, locale: string, currency: string) {
  if (row.event !== 'payment_amount_changed' || !row.comment) return row.comment
  try {
    const { from, to } = JSON.parse(row.comment) as { from: number | null; to: number }
    return `${formatMoney(from, locale, currency)} → ${formatMoney(to, locale, currency)}`
  } catch {
    return row.comment
  }
}

/**
 * A status history as a timeline, oldest first: when, the event and the status it led to, who fired it and
 * its comment. The buy-back's details show its three subjects; an item in stock its own moves.
 */
export const StatusTimeline = ({
  rows,
  subject,
  currency = 'EUR',
}: {
  rows: TimelineRow[]
  subject?: TimelineRow['subject']
  /** The currency of the amounts some rows carry (a payment's amount change). */
  currency?: string
}) => {
  const translate = useTranslate()
  const locale = useLocale()
  return (
    <Card variant="outlined">
      <CardContent>
        {rows.map((row, index) => {
          const rowSubject = row.subject ?? subject ?? 'buyback'
          const comment = shownComment(row, locale, currency)
          return (
            <Box key={row.id}>
              {index > 0 && <Divider sx={{ my: 1 }} />}
              <Typography variant="body2">
                <strong>{formatDateTime(row.at, locale)}</strong>
                {row.subject && (
                  <>
                    {' · '}
                    {translate(`resources.buybacks.subjects.${row.subject}`)}
                  </>
                )}
                {' · '}
                {translate(`resources.buybacks.events.${row.event}`, { _: row.event })}
                {' → '}
                {translate(`resources.buybacks.${STATUS_TEXTS[rowSubject]}.${row.to}`, { _: row.to })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.by ?? translate(`resources.buybacks.actors.${row.actorKind}`)}
                {comment ? ` — ${comment}` : ''}
              </Typography>
            </Box>
          )
        })}
      </CardContent>
    </Card>
  )
}
