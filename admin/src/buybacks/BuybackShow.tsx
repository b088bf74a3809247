import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import {
  Show,
  TabbedShowLayout,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { formatMoney } from '../lib/money'
import { LabeledValue } from '../lib/LabeledValue'
import { StatusTimeline, type TimelineRow } from './StatusTimeline'
import { VerificationRecords } from './VerificationRecords'
import { BuybackPaymentTab } from '../payments/BuybackPaymentTab'
import { StatusChip } from './BuybackList'
import { CancelBuybackButton } from './CancelBuybackButton'
import { LabelRefusalAlert } from './LabelRefusal'
import {
  DeclareLostButton,
  DisputeMailButton,
  DocumentsMenu,
  EditBuybackButton,
  ReceiveAtStoreButton,
} from './BuybackActionButtons'

/** Part 1 §4: a pre-declared or web buy-back not checked after 15 days may see its price corrected (server's rule). */
const StalenessWarning = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  if (!record?.priceMayBeCorrected) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('resources.buybacks.staleness', { days: record.stalenessDays })}
    </Alert>
  )
}

/** The diagnostic results tab: each question with the answer declared, its grade cap and price impact. */
const Diagnostic = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.diagnostic ?? []) as {
    question: string | null
    answer: string | null
    gradeCap: string | null
    priceImpact: number
  }[]
  if (!rows.length)
    return <Typography color="text.secondary">{translate('resources.buybacks.no_diagnostic')}</Typography>
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.buybacks.fields.question')}</TableCell>
          <TableCell>{translate('resources.buybacks.fields.answer')}</TableCell>
          <TableCell>{translate('resources.buybacks.fields.gradeCap')}</TableCell>
          <TableCell align="right">{translate('resources.buybacks.fields.priceImpact')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell>{row.question}</TableCell>
            <TableCell>{row.answer}</TableCell>
            <TableCell>{row.gradeCap}</TableCell>
            <TableCell align="right">
              {row.priceImpact ? formatMoney(row.priceImpact, locale) : '-'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The information tab: customer, product, prices, circuit, payment, store and workshop. */
const Information = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  if (!record) return null
  const money = (cents: number | null | undefined) => formatMoney(cents, locale)
  const field = (name: string) => `resources.buybacks.fields.${name}`
  const customer = record.customer as Record<string, string | null> | null
  return (
    <Stack spacing={2}>
      <StalenessWarning />
      <LabelRefusalAlert />
      <Box>
        <StatusChip status={record.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <LabeledValue label={field('customerName')}>{record.customerName}</LabeledValue>
        {record.customerHidden ? (
          // A buyer reads the initials alone: the server sends nothing more.
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { md: 'span 2' } }}>
            {translate(field('customerHidden'))}
          </Typography>
        ) : (
          <>
            <LabeledValue label={field('email')}>{customer?.email}</LabeledValue>
            <LabeledValue label={field('phone')}>{customer?.phone}</LabeledValue>
            <LabeledValue label={field('address')}>
              {customer
                ? [customer.street, `${customer.zipCode ?? ''} ${customer.city ?? ''}`].join(', ')
                : null}
            </LabeledValue>
          </>
        )}
        <LabeledValue label={field('product')}>{record.product}</LabeledValue>
        <LabeledValue label={field('imei')}>{record.imei}</LabeledValue>
        <LabeledValue label={field('declaredGrade')}>{record.declaredGrade}</LabeledValue>
        <LabeledValue label={field('declaredPrice')}>{money(record.declaredPrice)}</LabeledValue>
        <LabeledValue label={field('controlledPrice')}>{money(record.controlledPrice)}</LabeledValue>
        {record.absorbedPrice ? (
          <LabeledValue label="resources.buybacks.verification.absorbed">
            {money(record.absorbedPrice)}
          </LabeledValue>
        ) : null}
        <LabeledValue label={field('validatedPrice')}>{money(record.validatedPrice)}</LabeledValue>
        <LabeledValue label={field('paidPrice')}>{money(record.paidPrice)}</LabeledValue>
        <LabeledValue label={field('bonus')}>{money(record.bonus)}</LabeledValue>
        <LabeledValue label={field('circuit')}>{record.circuit?.name}</LabeledValue>
        <LabeledValue label={field('trackingNumber')}>{record.trackingNumber}</LabeledValue>
        <LabeledValue label={field('payment')}>
          {record.payment
            ? `${record.payment.mode?.label ?? ''} · ${money(record.payment.amount)} · ${translate(`resources.buybacks.payment_statuses.${record.payment.status}`)}`
            : null}
        </LabeledValue>
        <LabeledValue label={field('store')}>{record.store?.name}</LabeledValue>
        <LabeledValue label={field('warehouse')}>{record.warehouse?.name}</LabeledValue>
        <LabeledValue label={field('item')}>
          {record.item
            ? `${record.item.identificationNumber} · ${translate(`resources.buybacks.item_statuses.${record.item.status}`, { _: record.item.status })}`
            : null}
        </LabeledValue>
        <LabeledValue label={field('serialNumber')}>{record.serialNumber}</LabeledValue>
        <LabeledValue label={field('externalCode')}>{record.externalCode}</LabeledValue>
        <LabeledValue label={field('comment')}>{record.comment}</LabeledValue>
      </Box>
    </Stack>
  )
}

/** The status history as a timeline: who moved what, when. */
const History = () => {
  const record = useRecordContext<RaRecord>()
  return (
    <StatusTimeline rows={(record?.history ?? []) as TimelineRow[]} currency={record?.currency ?? 'EUR'} />
  )
}

/** `/buyback/{id}`: the information tab and the history (part 1 §2 "Buybacks"). */
const BuybackActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <DocumentsMenu />
    <ReceiveAtStoreButton />
    <EditBuybackButton />
    <DisputeMailButton />
    <DeclareLostButton />
    <CancelBuybackButton />
  </TopToolbar>
)

export const BuybackShow = () => (
  <Show actions={<BuybackActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.buybacks.tabs.information">
        <Information />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.buybacks.tabs.diagnostic" path="diagnostic">
        <Diagnostic />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.buybacks.tabs.verification" path="verification">
        <VerificationRecords />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.searchPayment.tab" path="payment">
        <BuybackPaymentTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.buybacks.tabs.history" path="history">
        <History />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
