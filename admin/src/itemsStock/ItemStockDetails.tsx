import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import {
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { formatEuros } from '../lib/money'
import { useApiGet } from '../lib/useApiGet'
import { useActionRequest } from '../lib/useActionRequest'
import { VerificationRecords } from '../buybacks/VerificationRecords'
import { StatusTimeline, type TimelineRow } from '../buybacks/StatusTimeline'
import { LabeledValue } from '../lib/LabeledValue'
import { formatDateTime } from '../lib/dates'
import { ItemDeviceLife } from './DeviceLife'

const text = 'resources.items-stock'

/** The stocks of the item's workshop it may move to, read when the dialog opens. */
const StockChoice = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const stocks = useApiGet<{ id: number; name: string; current: boolean }[]>(
    `items-stock/${record?.id}/stocks`,
    []
  )
  return (
    <TextField
      select
      fullWidth
      label={translate(`${text}.move.stock`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {stocks
        .filter((stock) => !stock.current)
        .map((stock) => (
          <MenuItem key={stock.id} value={String(stock.id)}>
            {stock.name}
          </MenuItem>
        ))}
    </TextField>
  )
}

/** Moving the item to another stock of its workshop: the move is recorded in its history. */
const MoveButton = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [stockId, setStockId] = useState('')
  const { busy, error, run } = useActionRequest()
  if (!record) return null
  const submit = async () => {
    const done = await run(
      `/items-stock/${record.id}/move`,
      { stockId: Number(stockId), version: record.version },
      `${text}.move.done`
    )
    if (done) setOpen(false)
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${text}.move.action`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${text}.move.title`, { code: record.identificationNumber })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(`${text}.move.current`, { stock: record.stock?.name ?? '-' })}
          </Typography>
          {open && <StockChoice value={stockId} onChange={setStockId} />}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!stockId || busy} onClick={() => void submit()}>
            {translate(`${text}.move.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

const Actions = () => {
  const { permissions } = usePermissions<string[]>()
  return <TopToolbar>{permissions?.includes('stock_manage') && <MoveButton />}</TopToolbar>
}

const General = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  if (!record) return null
  const field = (name: string) => `${text}.fields.${name}`
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <LabeledValue label={field('identificationNumber')}>{record.identificationNumber}</LabeledValue>
      <LabeledValue label={field('status')}>
        {translate(`resources.buybacks.item_statuses.${record.status}`, { _: record.status })}
      </LabeledValue>
      <LabeledValue label={field('name')}>
        {[record.brand, record.name].filter(Boolean).join(' · ')}
      </LabeledValue>
      <LabeledValue label={field('category')}>{record.category?.label}</LabeledValue>
      <LabeledValue label={field('stock')}>{record.stock?.name}</LabeledValue>
      <LabeledValue label={field('workshop')}>{record.workshop?.name}</LabeledValue>
      <LabeledValue label={field('buyback')}>{record.buyback?.identificationNumber}</LabeledValue>
      <LabeledValue label={field('grade')}>
        {record.buyback?.controlledGrade ?? record.buyback?.declaredGrade}
      </LabeledValue>
      <LabeledValue label={field('stockEnteredAt')}>
        {formatDateTime(record.stockEnteredAt, locale)}
      </LabeledValue>
      <LabeledValue label={field('readyFrom')}>{record.readyFrom}</LabeledValue>
      <LabeledValue label="resources.buybacks.fields.imei">{record.imei}</LabeledValue>
      <LabeledValue label="resources.buybacks.fields.serialNumber">{record.serialNumber}</LabeledValue>
    </Box>
  )
}

const Economics = () => {
  const record = useRecordContext<RaRecord>()
  const locale = useLocale()
  if (!record) return null
  const money = (cents: number | null | undefined) => formatEuros(cents, locale)
  const economics = record.economics as Record<string, number | null>
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <LabeledValue label={`${text}.fields.purchasingPrice`}>{money(economics.purchasingPrice)}</LabeledValue>
      <LabeledValue label={`${text}.economics.planned`}>{money(economics.totalPlannedCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.completed`}>{money(economics.completedStepCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.remaining`}>{money(economics.remainingCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.cost_price`}>{money(economics.costPrice)}</LabeledValue>
    </Box>
  )
}

interface StepRow {
  id: number
  name: string
  status: string
  cost: number
  comment: string | null
  cancelReason: string | null
  completedAt: string | null
}

const RefurbSteps = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.refurbSteps ?? []) as StepRow[]
  if (!rows.length) return <Typography color="text.secondary">{translate(`${text}.no_steps`)}</Typography>
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${text}.steps.name`)}</TableCell>
          <TableCell>{translate(`${text}.steps.status`)}</TableCell>
          <TableCell align="right">{translate(`${text}.steps.cost`)}</TableCell>
          <TableCell>{translate(`${text}.steps.comment`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{translate(`${text}.step_statuses.${row.status}`, { _: row.status })}</TableCell>
            <TableCell align="right">{formatEuros(row.cost, locale)}</TableCell>
            <TableCell>{row.comment ?? row.cancelReason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

interface DiagnosisRecord {
  id: number
  at: string
  by: string | null
  totalPlannedCost: number
  answers: { question: string; answers: string[] }[]
}

/** The refurb diagnosis tab: each diagnosis with its answers and the cost it planned. */
const RefurbDiagnosis = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.refurbDiagnoses ?? []) as DiagnosisRecord[]
  if (!rows.length) return <Typography color="text.secondary">{translate(`${text}.no_diagnosis`)}</Typography>
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Card variant="outlined" key={row.id}>
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {translate(`${text}.diagnosis.by`, {
                name: row.by ?? '-',
                date: formatDateTime(row.at, locale),
              })}
              {' · '}
              {translate(`${text}.economics.planned`)} : {formatEuros(row.totalPlannedCost, locale)}
            </Typography>
            {row.answers.length ? (
              <Table size="small">
                <TableBody>
                  {row.answers.map((answer, index) => (
                    <TableRow key={index}>
                      <TableCell>{answer.question}</TableCell>
                      <TableCell>{answer.answers.join(', ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate(`${text}.diagnosis.warehouse_test`)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}

interface StepHistoryRow {
  id: number
  step: string
  to: string
  stock: string | null
  comment: string | null
  by: string | null
  at: string
}

/** Who did what to each step, and where the item went. */
const StepHistory = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.stepHistory ?? []) as StepHistoryRow[]
  if (!rows.length) return null
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`${text}.steps.history`)}
      </Typography>
      {rows.map((row) => (
        <Typography key={row.id} variant="body2" sx={{ mb: 0.5 }}>
          <strong>{formatDateTime(row.at, locale)}</strong>
          {' · '}
          {row.step}
          {' → '}
          {translate(`${text}.step_statuses.${row.to}`, { _: row.to })}
          {row.stock ? ` · ${row.stock}` : ''}
          {row.comment ? ` — ${row.comment}` : ''}
          {row.by ? ` (${row.by})` : ''}
        </Typography>
      ))}
    </Box>
  )
}

const History = () => {
  const record = useRecordContext<RaRecord>()
  return <StatusTimeline rows={(record?.history ?? []) as TimelineRow[]} subject="item" />
}

/** `/items-stock/{id}/edit`: the item's tabs and the move to another stock (part 1 §2 "Stocks"). */
export const ItemStockDetails = () => (
  <Show actions={<Actions />}>
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedShowLayout.Tab label={`${text}.tabs.general`}>
        <General />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.compliance`} path="compliance">
        <VerificationRecords />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.refurb_diagnosis`} path="refurb-diagnosis">
        <RefurbDiagnosis />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.refurb`} path="refurb">
        <RefurbSteps />
        <StepHistory />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.economics`} path="economics">
        <Economics />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.life.tab`} path="device">
        <ItemDeviceLife />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.history`} path="history">
        <Stack>
          <History />
        </Stack>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
