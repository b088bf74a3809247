import CloseIcon from '@mui/icons-material/Close'
import { Box, CircularProgress, Divider, IconButton, Stack, Typography } from '@mui/material'
import { useGetOne, useLocale, useTranslate } from 'react-admin'
import { LabeledValue } from '../lib/LabeledValue'
import { formatDateTime } from '../lib/dates'
import { DeliveryStatusChip } from './DeliveryStatusChip'
import { DocumentButton } from './DocumentButton'
import { TrackingNumber, TransportReference } from './TransportCells'
import { EventTimeline } from './EventTimeline'
import { CarrierName } from './CarrierName'

const T = 'resources.transports-list'

/** The side panel of a transport: where it goes, its documents and the carrier's events, oldest first. */
export const TransportPanel = ({
  id,
  width,
  onClose,
}: {
  id: string
  width: number
  onClose: () => void
}) => {
  const translate = useTranslate()
  const locale = useLocale()
  const { data: transport, isPending } = useGetOne('transports-list', { id })
  return (
    <Box component="section" aria-label={translate(`${T}.events`)} sx={{ width, p: 2, pt: { xs: 2, sm: 9 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6">{translate(`${T}.events`)}</Typography>
        <IconButton onClick={onClose} aria-label={translate(`${T}.close`)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {isPending || !transport ? (
        <CircularProgress size={24} />
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            {transport.uuid}
          </Typography>
          <Box sx={{ alignSelf: 'flex-start' }}>
            <DeliveryStatusChip status={transport.lastDeliveryStatus} />
          </Box>
          <LabeledValue label={translate(`${T}.fields.kind`)}>
            {translate(`${T}.kinds.${transport.kind}`, { _: transport.kind })}
          </LabeledValue>
          <LabeledValue label={translate(`${T}.fields.reference`)}>
            <TransportReference record={transport} />
          </LabeledValue>
          {transport.package?.buybackNumbers.length ? (
            <LabeledValue label={translate(`${T}.fields.buybacks`)}>
              {transport.package.buybackNumbers.join(', ')}
            </LabeledValue>
          ) : null}
          <LabeledValue label={translate(`${T}.fields.trackingNumber`)}>
            <TrackingNumber record={transport} /> (<CarrierName company={transport.company} />)
          </LabeledValue>
          <LabeledValue
            label={`${translate(`${T}.fields.origin`)} → ${translate(`${T}.fields.destination`)}`}
          >
            {transport.origin?.name ?? '—'} → {transport.destination?.name ?? '—'}
          </LabeledValue>
          {transport.deliveredAt ? (
            <LabeledValue label={translate(`${T}.fields.deliveredAt`)}>
              {formatDateTime(transport.deliveredAt, locale)}
            </LabeledValue>
          ) : null}
          <Stack direction="row" spacing={1}>
            {transport.orderLink ? (
              <DocumentButton
                link={transport.orderLink}
                label={`${T}.download`}
                name={`${translate(`${T}.download`)} ${transport.trackingNumber ?? transport.uuid}.pdf`}
              />
            ) : null}
            {transport.hasLabel ? (
              <DocumentButton
                link={`/api/transports/${transport.id}/label`}
                label={`${T}.label`}
                name={`${translate(`${T}.label`)} ${transport.trackingNumber ?? transport.uuid}.pdf`}
              />
            ) : null}
          </Stack>
          <Divider />
          <EventTimeline events={transport.events ?? []} />
        </Stack>
      )}
    </Box>
  )
}
