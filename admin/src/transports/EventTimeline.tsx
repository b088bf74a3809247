import { Box, Divider, Typography } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'

export interface TransportEventRow {
  id: number
  code: string
  occurredAt: string
  location: string | null
}

/** The carrier's events of a transport, oldest first: when, what, where. */
export const EventTimeline = ({ events }: { events: TransportEventRow[] }) => {
  const translate = useTranslate()
  const locale = useLocale()
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.transports-list.no_events')}
      </Typography>
    )
  }
  return (
    <Box component="ol" aria-label={translate('resources.transports-list.events')} sx={{ m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box component="li" key={event.id} sx={{ listStyle: 'none' }}>
          {index > 0 && <Divider sx={{ my: 1 }} />}
          <Typography variant="body2">
            <strong>{formatDateTime(event.occurredAt, locale)}</strong>
            {' · '}
            {translate(`resources.transports-list.statuses.${event.code}`, { _: event.code })}
          </Typography>
          {event.location ? (
            <Typography variant="caption" color="text.secondary">
              {event.location}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  )
}
