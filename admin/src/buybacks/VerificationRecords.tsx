import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material'
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { formatMoney } from '../lib/money'
import { AuthImage } from '../lib/AuthImage'
import { LabeledValue } from '../lib/LabeledValue'
import { formatDateTime } from '../lib/dates'

interface VerificationRecord {
  id: number
  at: string
  by: string | null
  outcome: string
  product: string | null
  imei: string | null
  serialNumber: string | null
  declaredGrade: string | null
  declaredPrice: number | null
  controlledGrade: string | null
  controlledPrice: number | null
  absorbed: number
  quarantineReason: string | null
  answers: { question: string; answer: string; priceImpact: number }[]
  comment: string | null
  commentShared: boolean
  photos: { id: number; url: string }[]
}

/**
 * The verifications of a record's item, as the buy-back's details and the item in stock show them:
 * each with its outcome, controlled values, answers, comment and photos. Reads `record.verifications`.
 */
export const VerificationRecords = () => {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const rows = (record?.verifications ?? []) as VerificationRecord[]
  const text = (key: string, options?: object) => translate(`resources.buybacks.verification.${key}`, options)
  if (!rows.length) return <Typography color="text.secondary">{text('none')}</Typography>
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Card variant="outlined" key={row.id}>
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {text('by', { name: row.by ?? '-', date: formatDateTime(row.at, locale) })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
              <LabeledValue label="resources.buybacks.verification.outcome">
                {text(`outcomes.${row.outcome}`)}
              </LabeledValue>
              <LabeledValue label="resources.buybacks.verification.product">{row.product}</LabeledValue>
              <LabeledValue label="resources.buybacks.fields.imei">{row.imei}</LabeledValue>
              <LabeledValue label="resources.buybacks.verification.declared">
                {[row.declaredGrade, formatMoney(row.declaredPrice, locale)].filter(Boolean).join(' · ')}
              </LabeledValue>
              <LabeledValue label="resources.buybacks.verification.controlled">
                {row.controlledGrade
                  ? `${row.controlledGrade} · ${formatMoney(row.controlledPrice, locale)}`
                  : null}
              </LabeledValue>
              {row.absorbed > 0 && (
                <LabeledValue label="resources.buybacks.verification.absorbed">
                  {formatMoney(row.absorbed, locale)}
                </LabeledValue>
              )}
              {row.quarantineReason && (
                <LabeledValue label="resources.buybacks.verification.quarantine_reason">
                  {row.quarantineReason}
                </LabeledValue>
              )}
              <LabeledValue label="resources.buybacks.fields.serialNumber">{row.serialNumber}</LabeledValue>
            </Box>
            {row.comment && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                <strong>{text('comment')}</strong>
                {row.commentShared ? ` (${text('comment_shared')})` : ''} : {row.comment}
              </Typography>
            )}
            {row.answers.length > 0 && (
              <Table size="small" sx={{ mt: 2 }}>
                <TableBody>
                  {row.answers.map((answer, index) => (
                    <TableRow key={index}>
                      <TableCell>{answer.question}</TableCell>
                      <TableCell>{answer.answer}</TableCell>
                      <TableCell align="right">
                        {answer.priceImpact ? formatMoney(answer.priceImpact, locale) : '-'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {row.photos.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" fontWeight={600} gutterBottom>
                  {text('photos')}
                </Typography>
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  {row.photos.map((photo, index) => (
                    <AuthImage
                      key={photo.id}
                      src={photo.url}
                      alt={text('photo', { index: index + 1 })}
                      sx={{
                        width: 160,
                        height: 120,
                        objectFit: 'cover',
                        borderRadius: 1,
                        bgcolor: 'grey.100',
                      }}
                    />
                  ))}
                </Stack>
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
