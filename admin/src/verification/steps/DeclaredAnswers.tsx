import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { VerificationForm } from '../types'
import { useVerificationText } from '../useVerificationText'

/** What the customer answered, with each answer's grade cap and price impact. */
export const DeclaredAnswers = ({ answers }: { answers: VerificationForm['declaredAnswers'] }) => {
  const { t, money, grade } = useVerificationText()
  if (!answers.length) return <Typography color="text.secondary">{t('product.no_answers')}</Typography>
  return (
    <Table size="small" aria-label={t('product.declared_answers')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.question')}</TableCell>
          <TableCell>{t('fields.answer')}</TableCell>
          <TableCell>{t('fields.grade_cap')}</TableCell>
          <TableCell align="right">{t('fields.price_impact')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answers.map((answer, index) => (
          <TableRow key={index}>
            <TableCell>{answer.question ?? '-'}</TableCell>
            <TableCell>{answer.answer ?? '-'}</TableCell>
            <TableCell>{answer.gradeCap ? grade(answer.gradeCap) : '-'}</TableCell>
            <TableCell align="right">{answer.priceImpact ? money(answer.priceImpact) : '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
