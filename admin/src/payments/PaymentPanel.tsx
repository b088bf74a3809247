import CloseIcon from '@mui/icons-material/Close'
import { Box, Divider, IconButton, Stack, Typography } from '@mui/material'
import { Link, useLocale, useTranslate, type RaRecord } from 'react-admin'
import { LabeledValue } from '../lib/LabeledValue'
import { formatDateTime } from '../lib/dates'
import { formatMoney } from '../lib/money'
import { PaymentHistory } from './PaymentHistory'
import { PaymentRowActions } from './PaymentRowActions'
import { PaymentStatusChip } from './PaymentStatusChip'
import { useFailureReason } from './useFailureReason'
import { useProviderName } from './useProviderName'
import { SandboxChip } from './SandboxChip'

const T = 'resources.searchPayment'

/** The side panel of a payment: what it is, what can be done with it, and its status moves. */
export const PaymentPanel = ({
  payment,
  width,
  onClose,
}: {
  payment: RaRecord
  width: number
  onClose: () => void
}) => {
  const translate = useTranslate()
  const locale = useLocale()
  const failureReason = useFailureReason()
  const providerName = useProviderName()
  const number = payment.buyback?.identificationNumber
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.history`)}
      sx={{ width, p: 2, pt: { xs: 2, sm: 9 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6">{translate(`${T}.history`)}</Typography>
        <IconButton onClick={onClose} aria-label={translate(`${T}.close`)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PaymentStatusChip status={payment.status} />
          <Typography variant="body2">{formatMoney(payment.amount, locale, payment.currency)}</Typography>
        </Stack>
        <LabeledValue label={`${T}.fields.buyback`}>
          {payment.buyback ? <Link to={`/buybacks/${payment.buyback.id}/show`}>{number}</Link> : null}
        </LabeledValue>
        <LabeledValue label={`${T}.fields.mode`}>
          {payment.modeLabel ?? translate(`${T}.types.${payment.type}`, { _: payment.type })}
          <SandboxChip sandbox={payment.sandbox} />
        </LabeledValue>
        {payment.provider ? (
          <LabeledValue label={`${T}.fields.provider`}>{providerName(payment.provider)}</LabeledValue>
        ) : null}
        <LabeledValue label={`${T}.fields.customer`}>
          {[payment.customer?.name, payment.customer?.email].filter(Boolean).join(' · ') || null}
        </LabeledValue>
        {payment.paidAt ? (
          <LabeledValue label={`${T}.fields.paidAt`}>{formatDateTime(payment.paidAt, locale)}</LabeledValue>
        ) : null}
        {payment.failureReason ? (
          <LabeledValue label={`${T}.fields.failureReason`}>
            {failureReason(payment.failureReason)} (
            {translate(`${T}.attempts`, { smart_count: payment.attempts ?? 0 })})
            {payment.failureDetail ? ` — ${payment.failureDetail}` : ''}
          </LabeledValue>
        ) : null}
        {payment.manualPaymentInfo ? (
          <LabeledValue label={`${T}.fields.manualPaymentInfo`}>{payment.manualPaymentInfo}</LabeledValue>
        ) : null}
        {payment.sepaFile ? (
          <LabeledValue label={`${T}.fields.sepaFile`}>{payment.sepaFile.messageId}</LabeledValue>
        ) : null}
        <PaymentRowActions />
        <Divider />
        <PaymentHistory
          id={payment.id}
          stamp={`${payment.version}-${payment.status}-${payment.amount}`}
          currency={payment.currency}
        />
      </Stack>
    </Box>
  )
}
