import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import { Alert, Button } from '@mui/material'
import { useLocale, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { readStoreCart } from '../buybacks/wizard/storeCart'
import { formatMoney } from '../lib/money'
import { useSession } from '../layout/useSession'

/** The store cart in progress (kept one day), shown on the dashboard of store sellers and managers. */
export const StoreCartCard = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const session = useSession()
  const lines = readStoreCart(session?.currentOrganization?.id)
  if (!lines.length) return null
  const total = lines.reduce((sum, line) => sum + line.total, 0)
  return (
    <Alert
      severity="info"
      icon={<ShoppingCartIcon />}
      sx={{ mb: 4 }}
      action={
        <Button component={Link} to="/buybacks/create" color="inherit">
          {translate('resources.buybacks.wizard.resume')}
        </Button>
      }
    >
      {translate('resources.buybacks.wizard.cart', {
        smart_count: lines.length,
        total: formatMoney(total, locale),
      })}
    </Alert>
  )
}
