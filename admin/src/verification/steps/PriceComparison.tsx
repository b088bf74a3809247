import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { Preview } from '../types'
import { useVerificationText } from '../useVerificationText'

/** A line of the breakdown: what it is, and its amount (signed, but for the first and last lines). */
const Line = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : undefined}>
      {label}
    </TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined }}>
      {value}
    </TableCell>
  </TableRow>
)

/**
 * Declared against controlled, grade and price side by side, then how the new price is made (the server's
 * breakdown from the pricing module): the declared price, the grade change's effect, each answer's impact,
 * the floor at 0 when it applies, and the new price they add up to.
 */
export const PriceComparison = ({ preview }: { preview: Preview }) => {
  const { t, money, grade } = useVerificationText()
  const lines = preview.breakdown
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents))
  const sameGrade = lines.declaredGrade === lines.controlledGrade
  return (
    <>
      <Table size="small" aria-label={t('summary.comparison')} sx={{ maxWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('summary.declared')}</TableCell>
            <TableCell>{t('summary.controlled')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('fields.grade')}
            </TableCell>
            <TableCell>{grade(preview.declared.grade)}</TableCell>
            <TableCell>{grade(preview.controlled.grade)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('fields.price')}
            </TableCell>
            <TableCell>{money(preview.declared.price)}</TableCell>
            <TableCell>{money(preview.controlled.price)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h2">
        {t('summary.breakdown')}
      </Typography>
      <Table size="small" aria-label={t('summary.breakdown')} sx={{ maxWidth: 640 }}>
        <TableBody>
          <Line
            label={t('summary.declared_price', { grade: grade(lines.declaredGrade) })}
            value={money(lines.declaredPrice)}
          />
          <Line
            label={
              sameGrade
                ? t('summary.grade_same', {
                    grade: grade(lines.controlledGrade),
                    price: money(lines.gradePrice),
                  })
                : t('summary.grade_change', {
                    from: grade(lines.declaredGrade),
                    to: grade(lines.controlledGrade),
                    price: money(lines.gradePrice),
                  })
            }
            value={signed(lines.gradeEffect)}
          />
          {lines.impacts.map((impact, index) => (
            <Line key={index} label={impact.label} value={signed(impact.value)} />
          ))}
          {lines.floor !== 0 && <Line label={t('summary.floor')} value={signed(lines.floor)} />}
          <Line label={t('summary.new_price')} value={money(lines.price)} strong />
        </TableBody>
      </Table>
    </>
  )
}
