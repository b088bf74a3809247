import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import { Button, FilterButton, TopToolbar, usePermissions } from 'react-admin'
import { Link } from 'react-router-dom'
import { canAccess } from '../providers/canAccess'

/** The filters, and for the platform's administrators the way to the SEPA transfer files. */
export const PaymentListActions = () => {
  const { permissions } = usePermissions<string[]>()
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      {canAccess(permissions, 'admin') ? (
        <Button component={Link} to="/searchPayment/sepa-files" label="resources.searchPayment.sepa.open">
          <AccountBalanceIcon />
        </Button>
      ) : null}
    </TopToolbar>
  )
}
