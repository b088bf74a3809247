import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import type { CatalogueImport, IgnoredLine, LinesCount } from './types'
import { ImportStatusChip } from './ImportStatusChip'

/**
 * The four line counts of part 1 §2, as chips; a dry run (`planned`) counts what would be created and
 * updated, since nothing is written yet.
 */
export const LineCounts = ({ counts, planned = false }: { counts: LinesCount; planned?: boolean }) => {
  const translate = useTranslate()
  const labelOf = (key: keyof LinesCount) =>
    planned && (key === 'inserted' || key === 'updated')
      ? `catalogueImports.planned.${key}`
      : `catalogueImports.panel.${key}`
  const chip = (key: keyof LinesCount, color: 'default' | 'success' | 'info' | 'warning') => (
    <Chip
      key={key}
      color={color}
      variant={key === 'found' ? 'outlined' : 'filled'}
      label={translate('catalogueImports.panel.count', {
        label: translate(labelOf(key)),
        count: counts[key],
      })}
      data-testid={`count-${key}`}
    />
  )
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {chip('found', 'default')}
      {chip('inserted', 'success')}
      {chip('updated', 'info')}
      {chip('ignored', counts.ignored ? 'warning' : 'default')}
    </Stack>
  )
}

/** The refused lines with their reason; the counts keep every line, the list the first ones. */
export const IgnoredLines = ({ lines, total }: { lines: IgnoredLine[]; total: number }) => {
  const translate = useTranslate()
  if (!lines.length) return null
  return (
    <Box>
      <Table size="small" aria-label={translate('catalogueImports.panel.ignoredLines')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('catalogueImports.panel.line')}</TableCell>
            <TableCell>{translate('catalogueImports.panel.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.line}>
              <TableCell>{line.line}</TableCell>
              <TableCell>{line.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > lines.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('catalogueImports.panel.moreLines', { count: total - lines.length })}
        </Typography>
      )}
    </Box>
  )
}

/** General information, dates, line counts and the error or ignored lines of one import. */
export const ImportReport = ({ record }: { record: CatalogueImport }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const t = (key: string, options?: Record<string, unknown>) => translate(`catalogueImports.${key}`, options)
  const row = (label: string, value: string | null | undefined) => (
    <Stack direction="row" spacing={2} key={label}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value || '—'}</Typography>
    </Stack>
  )
  const { report } = record
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <ImportStatusChip status={record.status} />
        <Typography variant="body2">
          {t(`dataTypes.${record.data_type}`)} · {t(`strategies.${record.strategy}`)}
        </Typography>
      </Stack>
      <Typography variant="subtitle2">{t('panel.general')}</Typography>
      {row(t('panel.origin'), t(`origins.${record.origin}`))}
      {row(t('columns.source'), record.source_account?.common_name)}
      {row(t('columns.destination'), record.destination_account?.common_name)}
      {row(t('panel.createdBy'), record.created_by?.name)}
      <Divider />
      <Typography variant="subtitle2">{t('panel.dates')}</Typography>
      {row(t('panel.created'), formatDateTime(record.created_at, locale))}
      {row(t('panel.queued'), formatDateTime(record.queued_at, locale))}
      {row(t('panel.started'), formatDateTime(record.started_at, locale))}
      {row(t('panel.ended'), formatDateTime(record.ended_at, locale))}
      <Divider />
      <Typography variant="subtitle2">{t('panel.lines')}</Typography>
      <LineCounts counts={report.lines_count} />
      {report.error && (
        <Alert severity="error">
          <AlertTitle>{t('panel.error')}</AlertTitle>
          {report.error}
        </Alert>
      )}
      {report.ignored_columns.length > 0 && (
        <Alert severity="info">
          {t('panel.ignoredColumns', { columns: report.ignored_columns.join(', ') })}
        </Alert>
      )}
      <IgnoredLines lines={report.ignored_lines} total={report.lines_count.ignored} />
    </Stack>
  )
}
