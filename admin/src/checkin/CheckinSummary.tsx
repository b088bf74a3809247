import { Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { CheckinBuyback } from './types'

/** One line "label: value" of the summary. */
/** A label and its value; a question that ends with its own "?" or ":" takes no colon after it. */
const headingOf = (label: string) => (/[?:]\s*$/.test(label) ? `${label.trim()} ` : `${label}: `)

const Line = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Typography variant="body2">
    <strong>{headingOf(label)}</strong>
    {value || '—'}
  </Typography>
)

/**
 * What arrived, as declared: the operator compares it with the parcel before confirming (product,
 * declared grade and answers, the circuit the customer used, the workshop it was sent to, its items).
 */
export const CheckinSummary = ({ buyback }: { buyback: CheckinBuyback }) => {
  const translate = useTranslate()
  const product = buyback.product
  return (
    <Card variant="outlined" role="region" aria-label={buyback.identificationNumber}>
      <CardContent>
        <Stack spacing={0.5}>
          <Typography variant="h6">{product?.label ?? '—'}</Typography>
          <Line label={translate('checkin.fields.buyback')} value={buyback.identificationNumber} />
          <Line
            label={translate('checkin.fields.brandModel')}
            value={[product?.brand, product?.model].filter(Boolean).join(' · ')}
          />
          <Line label={translate('checkin.fields.declaredGrade')} value={buyback.declaredGrade} />
          <Line label={translate('checkin.fields.circuit')} value={buyback.circuit?.name} />
          <Line label={translate('checkin.fields.expectedWorkshop')} value={buyback.expectedWorkshop?.name} />
          {buyback.answers.length > 0 && (
            <>
              <Typography variant="subtitle2" sx={{ pt: 1 }}>
                {translate('checkin.fields.answers')}
              </Typography>
              {buyback.answers.map((answer, index) => (
                <Line key={index} label={answer.question ?? '—'} value={answer.answer} />
              ))}
            </>
          )}
          <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
            {buyback.items.map((item) => (
              <Chip
                key={item.id}
                label={`${item.identificationNumber} · ${translate(
                  `resources.buybacks.item_statuses.${item.status}`,
                  { _: item.status }
                )}`}
              />
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
