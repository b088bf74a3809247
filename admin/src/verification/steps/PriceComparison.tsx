import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { Preview } from '../types'
import { useVerificationText } from '../useVerificationText'

/** A line of the breakdown: what it is (and a detail below), its amount (signed, but for the first and last). */
const Line = ({
  label,
  detail,
  value,
  strong = false,
}: {
  label: string
  detail?: string
  value: string
  strong?: boolean
}) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : undefined}>
      {label}
      {detail && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {detail}
        </Typography>
      )}
    </TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined }}>
      {value}
    </TableCell>
  </TableRow>
)

/**
 * Declared against controlled, grade and price side by side, then how the new price is made (the server's
 * breakdown, the one the customer's proposal page and e-mail show): the declared price, the grade change as
 * one amount, each answer found different with the change it makes, the floor at 0 when it applies, and the
 * new price they add up to.
 */
export const PriceComparison = ({ preview }: { preview: Preview }) => {
  const { t, money, grade } = useVerificationText()
  const lines = preview.breakdown
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents))
  const step = lines.gradeStep
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
            label={t('summary.declared_price', { grade: grade(step.from) })}
            value={money(lines.declaredPrice)}
          />
          {step.from === step.to ? (
            <Line
              label={t('summary.grade_same', { grade: grade(step.to), price: money(step.toPrice) })}
              value="—"
            />
          ) : (
            <Line
              label={t('summary.grade_change', {
                from: grade(step.from),
                fromPrice: money(step.fromPrice),
                to: grade(step.to),
                toPrice: money(step.toPrice),
              })}
              value={signed(step.amount)}
            />
          )}
          {lines.findings.map((finding, index) => (
            <Line
              key={index}
              label={finding.question ?? '—'}
              detail={t('summary.finding', {
                declared: finding.declared ?? '—',
                controlled: finding.controlled ?? '—',
              })}
              value={finding.amount ? signed(finding.amount) : '—'}
            />
          ))}
          {lines.floor !== 0 && <Line label={t('summary.floor')} value={signed(lines.floor)} />}
          {lines.adjustment !== 0 && (
            <Line label={t('summary.adjustment')} value={signed(lines.adjustment)} />
          )}
          <Line label={t('summary.new_price')} value={money(lines.price)} strong />
        </TableBody>
      </Table>
    </>
  )
}
