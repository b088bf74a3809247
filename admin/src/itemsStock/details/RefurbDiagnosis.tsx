import { Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { formatMoney } from '../../lib/money'
import { formatDateTime } from '../../lib/dates'

const text = 'resources.items-stock'

interface DiagnosisRecord {
  id: number
  at: string
  by: string | null
  totalPlannedCost: number
  answers: { question: string; answers: string[] }[]
}

/** The refurb diagnosis tab: each diagnosis with its answers and the cost it planned. */
export const RefurbDiagnosis = () => {
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
              {translate(`${text}.economics.planned`)} : {formatMoney(row.totalPlannedCost, locale)}
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
