import { Box, Paper, Typography, useTheme } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { useLocale, useTranslate } from 'react-admin'
import { formatMoney } from '../lib/money'
import { useSession } from '../layout/useSession'
import { formatCount, formatWholeMoney } from './numbers'
import { countLabel } from './figureRows'
import type { Count, DashboardData } from '@domain/statistics'

const T = 'statistics.charts'

const ChartCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="figure" aria-label={title}>
    <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
)

interface CountChartProps {
  title: string
  labels: string[]
  counts: number[]
  /** Bars across, their labels on the left: for long names (categories). */
  horizontal?: boolean
}

const CountChart = ({ title, labels, counts, horizontal = false }: CountChartProps) => {
  const translate = useTranslate()
  const locale = useLocale()
  const theme = useTheme()
  const band = { scaleType: 'band' as const, data: labels }
  // Counts are whole (no 0.5 ticks), written in the reader's locale.
  const values = { tickMinStep: 1, valueFormatter: (value: number) => formatCount(value, locale) }
  return (
    <ChartCard title={title}>
      <BarChart
        height={220}
        localeText={{ noData: translate(`${T}.no_data`) }}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? [values] : [band]}
        yAxis={horizontal ? [{ ...band, width: 130 }] : [values]}
        series={[
          {
            data: counts,
            label: translate(`${T}.count`),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatCount(value, locale),
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 10, top: 10, bottom: 0 }}
      />
    </ChartCard>
  )
}

/** The week's charts: buy-backs by channel, status, category and grade, amounts and times. */
export const StatisticsCharts = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const theme = useTheme()
  const currency = useSession()?.account?.currency ?? 'EUR'
  const hours = (value: number | null) => translate('statistics.hours', { value: formatCount(value, locale) })
  const labelled = (kind: 'channel' | 'status' | 'grade', entries: Count[]) => ({
    labels: entries.map((entry) => countLabel(translate, kind, entry)),
    counts: entries.map((entry) => entry.count),
  })
  const categories = data.byCategory.slice(0, 8)
  const times = [data.times.checkIn, data.times.verification, data.times.payment]
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <CountChart title={translate(`${T}.channel`)} {...labelled('channel', data.byChannel)} />
      <CountChart horizontal title={translate(`${T}.status`)} {...labelled('status', data.byStatusGroup)} />
      <CountChart
        horizontal
        title={translate(`${T}.category`)}
        labels={categories.map((entry) => entry.label ?? entry.key)}
        counts={categories.map((entry) => entry.count)}
      />
      <CountChart title={translate(`${T}.grade`)} {...labelled('grade', data.byGrade)} />
      <ChartCard title={translate(`${T}.amounts`)}>
        <BarChart
          height={220}
          localeText={{ noData: translate(`${T}.no_data`) }}
          xAxis={[
            {
              scaleType: 'band',
              data: ['declared', 'validated', 'paid'].map((key) => translate(`statistics.figures.${key}`)),
            },
          ]}
          // The amounts axis says its currency, in the reader's locale ("3 000 €").
          yAxis={[
            { valueFormatter: (value: number) => formatWholeMoney(value, locale, currency), width: 70 },
          ]}
          series={[
            {
              data: [data.amounts.declared, data.amounts.validated, data.amounts.paid].map(
                (cents) => cents / 100
              ),
              valueFormatter: (value) => formatMoney(Math.round((value ?? 0) * 100), locale, currency),
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
          margin={{ left: 10, right: 10, top: 10, bottom: 0 }}
        />
      </ChartCard>
      <ChartCard title={translate(`${T}.times`)}>
        <BarChart
          height={220}
          localeText={{ noData: translate(`${T}.no_data`) }}
          xAxis={[
            {
              scaleType: 'band',
              data: ['check_in', 'verification', 'payment'].map((key) =>
                translate(`statistics.figures.${key}`)
              ),
            },
          ]}
          series={[
            {
              data: times.map((time) => time.medianHours ?? 0),
              label: translate(`${T}.median`),
              color: theme.palette.primary.main,
              valueFormatter: hours,
            },
            {
              data: times.map((time) => time.averageHours ?? 0),
              label: translate(`${T}.average`),
              color: theme.palette.secondary.main,
              valueFormatter: hours,
            },
          ]}
          yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => formatCount(value, locale) }]}
          margin={{ left: 0, right: 10, top: 10, bottom: 0 }}
        />
      </ChartCard>
    </Box>
  )
}
