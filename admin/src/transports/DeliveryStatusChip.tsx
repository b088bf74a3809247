import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import { deliveryColour } from './deliveryStatuses'

/** A carrier status in the reader's language; a transport not read from its carrier yet says so. */
export const DeliveryStatusChip = ({ status }: { status: string | null }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      color={deliveryColour(status)}
      variant={status ? 'filled' : 'outlined'}
      label={
        status
          ? translate(`resources.transports-list.statuses.${status}`, { _: status })
          : translate('resources.transports-list.not_tracked')
      }
    />
  )
}
