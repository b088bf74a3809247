import { Box, Card, CardContent, Divider, Typography } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'

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

/**
 * A status history as a timeline, oldest first: when, the event and the status it led to, who fired it and
 * its comment. The buy-back's details show its three subjects; an item in stock its own moves.
 */
export const StatusTimeline = ({
  rows,
  subject,
}: {
  rows: TimelineRow[]
  subject?: TimelineRow['subject']
}) => {
  const translate = useTranslate()
  const locale = useLocale()
  return (
    <Card variant="outlined">
      <CardContent>
        {rows.map((row, index) => {
          const rowSubject = row.subject ?? subject ?? 'buyback'
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
                {row.comment ? ` — ${row.comment}` : ''}
              </Typography>
            </Box>
          )
        })}
      </CardContent>
    </Card>
  )
}
