import DownloadIcon from '@mui/icons-material/Download'
import RefreshIcon from '@mui/icons-material/Refresh'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
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
import { useMemo, useState } from 'react'
import { useDataProvider, useLocale, useNotify, usePermissions, useTranslate } from 'react-admin'
import { formatDateTime } from '../lib/dates'
import { canAccess } from '../providers/canAccess'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { AccuracyTable } from './AccuracyTable'
import { StatisticsCharts } from './StatisticsCharts'
import { figureRows } from './figureRows'
import { useDashboardData } from './useDashboardData'
import { formatDay, lastWeeks } from './weeks'
import { useSession } from '../layout/useSession'
import { CsvFormatMenu } from '../lib/CsvFormatMenu'

const T = 'statistics'

/**
 * The weekly statistics of /home (part 1 §1): a week picker, charts, the figures as a table and as CSV (made
 * by the API's one CSV writer, `GET /dashboard-data/export`).
 */
const StatisticsDashboard = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const { permissions } = usePermissions<string[]>()
  const weeks = useMemo(() => lastWeeks(12), [])
  // The last complete week first; the week in progress is the first choice above it.
  const [week, setWeek] = useState(weeks[1].name)
  const { data, state, refresh } = useDashboardData(week)
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [refreshing, setRefreshing] = useState(false)
  const currency = useSession()?.account?.currency ?? 'EUR'
  const rows = useMemo(
    () => (data ? figureRows(data, translate, locale, currency) : []),
    [data, translate, locale, currency]
  )

  // For a spreadsheet in the admin's language, or raw (codes, 12.50) for machines.
  const { download: save } = useDownload()
  const download = (raw: boolean) => void save(() => dataProvider.downloadStatistics(week, raw))

  const onRefresh = async () => {
    setRefreshing(true)
    try {
      await refresh()
      notify(`${T}.refreshed`, { type: 'success' })
    } catch {
      // The error modal has told the user.
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <Box component="section" aria-labelledby="statistics-title" sx={{ mt: 4, mb: 4 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography id="statistics-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <TextField
          select
          size="small"
          label={translate(`${T}.week`)}
          value={week}
          onChange={(event) => setWeek(event.target.value)}
          sx={{ minWidth: 280 }}
        >
          {weeks.map((choice) => (
            <MenuItem key={choice.name} value={choice.name}>
              {translate(choice.inProgress ? `${T}.week_in_progress_option` : `${T}.week_option`, {
                number: choice.number,
                from: formatDay(choice.monday, locale),
                to: formatDay(choice.sunday, locale),
              })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!data || state !== 'ready'}
            onClick={() => download(false)}
          >
            {translate(`${T}.csv`)}
          </Button>
          <CsvFormatMenu disabled={!data || state !== 'ready'} onChoose={download} />
        </Stack>
        {canAccess(permissions, 'admin') && (
          <Button
            startIcon={refreshing ? <CircularProgress size={16} /> : <RefreshIcon />}
            disabled={refreshing}
            onClick={onRefresh}
          >
            {translate(`${T}.refresh`)}
          </Button>
        )}
      </Stack>
      {state === 'loading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{translate(`${T}.loading`)}</Typography>
        </Stack>
      )}
      {state === 'failed' && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
      {state === 'ready' && data && (
        <>
          {data.inProgress && data.computedAt ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${T}.in_progress`, { date: formatDateTime(data.computedAt, locale) })}
            </Alert>
          ) : (
            data.computedAt && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(`${T}.computed_at`, { date: formatDateTime(data.computedAt, locale) })}
              </Typography>
            )
          )}
          {data.buybacks === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(data.computedAt ? `${T}.empty` : `${T}.not_computed`)}
            </Alert>
          )}
          <StatisticsCharts data={data} />
          <AccuracyTable by="store" entries={data.gradingAccuracy.stores} />
          <AccuracyTable by="seller" entries={data.gradingAccuracy.sellers} />
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
            {translate(`${T}.table_title`)}
          </Typography>
          <Table size="small" aria-label={translate(`${T}.table_title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.section`)}</TableCell>
                <TableCell>{translate(`${T}.figure`)}</TableCell>
                <TableCell align="right">{translate(`${T}.value`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{row.section}</TableCell>
                  <TableCell>{row.figure}</TableCell>
                  <TableCell align="right">{row.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  )
}

export default StatisticsDashboard
