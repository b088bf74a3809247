import { Box, CircularProgress, Stack, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { LabeledValue } from '../lib/LabeledValue'
import { formatMoney } from '../lib/money'
import { API_URL, httpClient } from '../providers/httpClient'
import { PaymentHistory } from './PaymentHistory'
import { PaymentStatusChip } from './PaymentStatusChip'

const T = 'resources.searchPayment'

/**
 * The id of the buy-back's payment: the details carry it; details served before they did are looked up
 * in the payments list by the buy-back's number. Undefined while looking, null when there is none.
 */
function usePaymentId(buyback: RaRecord): number | null | undefined {
  const known = buyback.payment?.id as number | undefined
  const [found, setFound] = useState<number | null | undefined>(known)
  useEffect(() => {
    if (known || !buyback.payment) return
    const query = new URLSearchParams({ q: buyback.identificationNumber, _start: '0', _end: '5' })
    httpClient<RaRecord[]>(`${API_URL}/payments?${query}`, { silent: true })
      .then(({ json }) => json.find((row) => row.buyback?.id === buyback.id)?.id ?? null)
      .catch(() => null)
      .then((id) => setFound(id as number | null))
  }, [known, buyback.id, buyback.identificationNumber, buyback.payment])
  return known ?? (buyback.payment ? found : null)
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
