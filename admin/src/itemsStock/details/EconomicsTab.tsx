import { Box } from '@mui/material'
import { useLocale, useRecordContext, type RaRecord } from 'react-admin'
import { formatMoney } from '../../lib/money'
import { LabeledValue } from '../../lib/LabeledValue'

const text = 'resources.items-stock'

/** What the item cost and what its refurbishment will still cost. */
export const EconomicsTab = () => {
  const record = useRecordContext<RaRecord>()
  const locale = useLocale()
  if (!record) return null
  const money = (cents: number | null | undefined) => formatMoney(cents, locale)
  const economics = record.economics as Record<string, number | null>
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <LabeledValue label={`${text}.fields.purchasingPrice`}>{money(economics.purchasingPrice)}</LabeledValue>
      <LabeledValue label={`${text}.economics.planned`}>{money(economics.totalPlannedCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.completed`}>{money(economics.completedStepCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.remaining`}>{money(economics.remainingCost)}</LabeledValue>
      <LabeledValue label={`${text}.economics.cost_price`}>{money(economics.costPrice)}</LabeledValue>
    </Box>
  )
}
