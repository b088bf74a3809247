import { Link, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Transport } from './types'
import { CarrierName } from '../transports/CarrierName'

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Typography variant="body2">
    <strong>{label}: </strong>
    {children || '—'}
  </Typography>
)

/** Where it went and with whom: destination, carrier and tracking number (a link when the carrier has one). */
export const ShipmentSummary = ({
  destination,
  transport,
}: {
  destination: string | null | undefined
  transport: Transport | null
}) => {
  const translate = useTranslate()
  return (
    <Stack spacing={0.5}>
      <Line label={translate('expedition.fields.destination')}>{destination}</Line>
      <Line label={translate('expedition.fields.carrier')}>
        {transport?.company ? <CarrierName company={transport.company} /> : null}
      </Line>
      <Line label={translate('expedition.fields.tracking')}>
        {transport?.trackingLink ? (
          <Link href={transport.trackingLink} target="_blank" rel="noreferrer">
            {transport.trackingNumber}
          </Link>
        ) : (
          transport?.trackingNumber
        )}
      </Line>
    </Stack>
  )
}
