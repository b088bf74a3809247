import { Box, CircularProgress, Stack, Typography } from '@mui/material'
import { useGetList, useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { LabeledValue } from '../lib/LabeledValue'
import { formatMoney } from '../lib/money'
import { PaymentHistory } from './PaymentHistory'
import { PaymentStatusChip } from './PaymentStatusChip'

const T = 'resources.searchPayment'

/**
 * The id of the buy-back's payment: the details carry it; details served before they did are looked up
 * in the payments list by the buy-back's number. Undefined while looking, null when there is none.
 */
function usePaymentId(buyback: RaRecord): number | null | undefined {
  const known = buyback.payment?.id as number | undefined
  // `silent`: without the payments list's permission the tab shows no history rather than an error.
  const { data, isPending } = useGetList(
    'searchPayment',
    {
      filter: { q: buyback.identificationNumber },
      pagination: { page: 1, perPage: 5 },
      meta: { silent: true },
    },
    { enabled: !known && Boolean(buyback.payment), retry: false }
  )
  if (known || !buyback.payment) return known ?? null
  if (isPending) return undefined
  return (data?.find((row) => row.buyback?.id === buyback.id)?.id as number | undefined) ?? null
}

/** The buy-back details' payment tab: the payment (status, amount, mode) and its status moves. */
export const BuybackPaymentTab = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const paymentId = usePaymentId(record ?? { id: 0 })
  if (!record) return null
  const payment = record.payment as { status: string; amount: number; mode?: { label: string } } | null
  if (!payment) return <Typography color="text.secondary">{translate(`${T}.no_payment`)}</Typography>
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <LabeledValue label={`${T}.fields.status`}>
          <PaymentStatusChip status={payment.status} />
        </LabeledValue>
        <LabeledValue label={`${T}.fields.amount`}>
          {formatMoney(payment.amount, locale, record.currency)}
        </LabeledValue>
        <LabeledValue label={`${T}.fields.mode`}>{payment.mode?.label}</LabeledValue>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.history`)}
      </Typography>
      {paymentId === undefined ? (
        <CircularProgress size={24} />
      ) : paymentId === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.no_history`)}
        </Typography>
      ) : (
        <PaymentHistory id={paymentId} stamp={payment.status} currency={record.currency} />
      )}
    </Stack>
  )
}
