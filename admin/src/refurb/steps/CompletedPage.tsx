import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link, useSearchParams } from 'react-router-dom'
import { canAccess } from '../../providers/canAccess'
import { getSession } from '../../providers/session'
import { STEPS_SEARCH } from '../paths'
import { useRefurbText } from '../useRefurbText'

/** `/warehouse/item-refurb-steps/completed?identificationNumber=&stockName=`: the item is refurbished. */
export const CompletedPage = () => {
  const { t } = useRefurbText()
  const [params] = useSearchParams()
  const item = params.get('identificationNumber') ?? ''
  const stock = params.get('stockName') ?? ''
  const readsStock = canAccess(getSession()?.permissions, 'items_stock_read')
  const inStock = `/items-stock?${new URLSearchParams({ filter: JSON.stringify({ itemCode: item }) })}`

  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={t('completed.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('completed.title')}
        </Typography>
        <Alert severity="success" role="status">
          {t('completed.text', { item, stock })}
        </Alert>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {readsStock && item && (
            <Button component={Link} to={inStock}>
              {t('completed.in_stock')}
            </Button>
          )}
          <Button component={Link} to={STEPS_SEARCH} variant="contained">
            {t('completed.another')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}
