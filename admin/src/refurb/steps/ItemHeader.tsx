import { Box, Card, CardContent, Chip, Typography } from '@mui/material'
import type { RefurbItem } from '../types'
import { useRefurbText } from '../useRefurbText'

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography fontWeight={600}>{value}</Typography>
  </Box>
)

/** The item every steps screen is about: its numbers, status and stock, and its economic data. */
export const ItemHeader = ({ item }: { item: RefurbItem }) => {
  const { t, money, itemStatus } = useRefurbText()
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={t('steps.item', { item: item.identificationNumber })}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('steps.item', { item: item.identificationNumber })}
          </Typography>
          <Chip size="small" label={itemStatus(item.status)} />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {[item.name, t('steps.buyback', { buyback: item.buybackIdentificationNumber })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          <Figure label={t('fields.stock')} value={item.stock?.name ?? '-'} />
          <Figure label={t('economics.purchase')} value={money(item.purchasingPrice)} />
          <Figure label={t('economics.planned')} value={money(item.totalPlannedCost)} />
          <Figure label={t('economics.completed')} value={money(item.completedStepCost)} />
          <Figure label={t('economics.remaining')} value={money(item.remainingCost)} />
        </Box>
      </CardContent>
    </Card>
  )
}
