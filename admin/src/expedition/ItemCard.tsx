import { Card, CardContent, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { ExpeditionItem } from './types'

const Line = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Typography variant="body2">
    <strong>{label}: </strong>
    {value || '—'}
  </Typography>
)

/** An item to ship alone: the operator compares it with what is in hand before booking its label. */
export const ItemCard = ({ item }: { item: ExpeditionItem }) => {
  const translate = useTranslate()
  return (
    <Card variant="outlined" role="region" aria-label={item.identificationNumber}>
      <CardContent>
        <Stack spacing={0.5}>
          <Typography variant="h6">{item.product ?? '—'}</Typography>
          <Line
            label={translate('expedition.fields.identificationNumber')}
            value={item.identificationNumber}
          />
          <Line label={translate('expedition.fields.buyback')} value={item.buyback.identificationNumber} />
          <Line
            label={translate('expedition.fields.status')}
            value={translate(`resources.buybacks.item_statuses.${item.status}`, { _: item.status })}
          />
        </Stack>
      </CardContent>
    </Card>
  )
}
