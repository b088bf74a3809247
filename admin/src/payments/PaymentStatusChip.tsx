import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import { paymentColour } from './statuses'

/** A payment status in the reader's language (the buy-backs' names); an unknown one shows as it is. */
export const PaymentStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      color={paymentColour(status)}
      label={translate(`resources.buybacks.payment_statuses.${status}`, { _: status })}
    />
  )
}
