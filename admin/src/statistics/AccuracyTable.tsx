import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { accuracyName } from './figureRows'
import { formatCount } from './numbers'
import type { Accuracy } from '@domain/statistics'

const T = 'statistics'

/** Declared against controlled grade, per store or per seller: the share of exact grades first. */
export const AccuracyTable = ({ by, entries }: { by: 'store' | 'seller'; entries: Accuracy[] }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const title = translate(`${T}.sections.accuracy_${by}`)
  if (entries.length === 0) return null
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.figures.${by}`)}</TableCell>
            <TableCell align="right">{translate(`${T}.figures.controlled`)}</TableCell>
            <TableCell align="right">{translate(`${T}.figures.exact`)}</TableCell>
            <TableCell align="right">{translate(`${T}.figures.worse`)}</TableCell>
            <TableCell align="right">{translate(`${T}.figures.better`)}</TableCell>
            <TableCell align="right">{translate(`${T}.figures.exact_rate`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={String(entry.id)}>
              <TableCell>{accuracyName(translate, entry, by)}</TableCell>
              <TableCell align="right">{formatCount(entry.count, locale)}</TableCell>
              <TableCell align="right">{formatCount(entry.exact, locale)}</TableCell>
              <TableCell align="right">{formatCount(entry.worse, locale)}</TableCell>
              <TableCell align="right">{formatCount(entry.better, locale)}</TableCell>
              <TableCell align="right">{percent.format(entry.exactRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
