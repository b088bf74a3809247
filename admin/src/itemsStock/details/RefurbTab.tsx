import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { formatMoney } from '../../lib/money'
import { formatDateTime } from '../../lib/dates'
import { RefurbDiagnosis } from './RefurbDiagnosis'

const text = 'resources.items-stock'

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
            <TableCell align="right">{formatMoney(row.cost, locale)}</TableCell>
            <TableCell>{row.comment ?? row.cancelReason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
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

/** The refurbishment: the diagnoses that planned it, its steps and who did each. */
export const RefurbTab = () => {
  const translate = useTranslate()
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate(`${text}.tabs.refurb_diagnosis`)}
        </Typography>
        <RefurbDiagnosis />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate(`${text}.steps.title`)}
        </Typography>
        <RefurbSteps />
      </Box>
      <StepHistory />
    </Stack>
  )
}
