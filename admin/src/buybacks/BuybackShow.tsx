import {
  Alert,
  Box,
  Card,
  CardContent,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import {
  Labeled,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { formatEuros } from '../lib/money'
import { VerificationRecords } from './VerificationRecords'
import { StatusChip } from './BuybackList'
import { CancelBuybackButton } from './CancelBuybackButton'
import {
  DeclareLostButton,
  DisputeMailButton,
  DocumentsMenu,
  EditBuybackButton,
  ReceiveAtStoreButton,
} from './BuybackActionButtons'

interface HistoryRow {
  id: number
  subject: 'buyback' | 'item' | 'payment'
  event: string
  from: string | null
  to: string
  by: string | null
  actorKind: string
  comment: string | null
  at: string
}

const Value = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span">
      {children ?? '-'}
    </Typography>
  </Labeled>
)

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
              {row.priceImpact ? formatEuros(row.priceImpact, locale) : '-'}
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
  const money = (cents: number | null | undefined) => formatEuros(cents, locale)
  const field = (name: string) => `resources.buybacks.fields.${name}`
  const customer = record.customer as Record<string, string | null> | null
  return (
    <Stack spacing={2}>
      <StalenessWarning />
      <Box>
        <StatusChip status={record.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <Value label={field('customerName')}>{record.customerName}</Value>
        <Value label={field('email')}>{customer?.email}</Value>
        <Value label={field('phone')}>{customer?.phone}</Value>
        <Value label={field('address')}>
          {customer ? [customer.street, `${customer.zipCode ?? ''} ${customer.city ?? ''}`].join(', ') : null}
        </Value>
        <Value label={field('product')}>{record.product}</Value>
        <Value label={field('imei')}>{record.imei}</Value>
        <Value label={field('declaredGrade')}>{record.declaredGrade}</Value>
        <Value label={field('declaredPrice')}>{money(record.declaredPrice)}</Value>
        <Value label={field('controlledPrice')}>{money(record.controlledPrice)}</Value>
        {record.absorbedPrice ? (
          <Value label="resources.buybacks.verification.absorbed">{money(record.absorbedPrice)}</Value>
        ) : null}
        <Value label={field('validatedPrice')}>{money(record.validatedPrice)}</Value>
        <Value label={field('paidPrice')}>{money(record.paidPrice)}</Value>
        <Value label={field('bonus')}>{money(record.bonus)}</Value>
        <Value label={field('circuit')}>{record.circuit?.name}</Value>
        <Value label={field('trackingNumber')}>{record.trackingNumber}</Value>
        <Value label={field('payment')}>
          {record.payment
            ? `${record.payment.mode?.label ?? ''} · ${money(record.payment.amount)} · ${translate(`resources.buybacks.payment_statuses.${record.payment.status}`)}`
            : null}
        </Value>
        <Value label={field('store')}>{record.store?.name}</Value>
        <Value label={field('warehouse')}>{record.warehouse?.name}</Value>
        <Value label={field('item')}>
          {record.item
            ? `${record.item.identificationNumber} · ${translate(`resources.buybacks.item_statuses.${record.item.status}`, { _: record.item.status })}`
            : null}
        </Value>
        <Value label={field('serialNumber')}>{record.serialNumber}</Value>
        <Value label={field('externalCode')}>{record.externalCode}</Value>
        <Value label={field('comment')}>{record.comment}</Value>
      </Box>
    </Stack>
  )
}

/** The status history as a timeline: who moved what, when. */
const History = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.history ?? []) as HistoryRow[]
  return (
    <Card variant="outlined">
      <CardContent>
        {rows.map((row, index) => (
          <Box key={row.id}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <Typography variant="body2">
              <strong>
                {new Date(row.at.replace(' ', 'T') + (row.at.includes('Z') ? '' : 'Z')).toLocaleString(
                  locale
                )}
              </strong>
              {' · '}
              {translate(`resources.buybacks.subjects.${row.subject}`)}
              {' · '}
              {translate(`resources.buybacks.events.${row.event}`, { _: row.event })}
              {' → '}
              {translate(
                `resources.buybacks.${row.subject === 'payment' ? 'payment_statuses' : 'statuses'}.${row.to}`,
                { _: row.to }
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.by ?? translate(`resources.buybacks.actors.${row.actorKind}`)}
              {row.comment ? ` — ${row.comment}` : ''}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
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
      <TabbedShowLayout.Tab label="resources.buybacks.tabs.history" path="history">
        <History />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
