import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { Link } from 'react-router-dom'
import {
  Button,
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'
import { TranslatedField } from '../layout/TranslatedField'
import { ModeKindField } from './ModeKindField'
import { PaymentModeAlert } from './PaymentModeAlert'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Shipping methods share the payment-mode permissions; they are one click away. */
const PaymentModeActions = () => {
  const { canAccess: canReadShipping } = useCanAccess({ resource: 'shipping-methods', action: 'list' })
  return (
    <TopToolbar>
      {canReadShipping && (
        <Button component={Link} to="/shipping-methods" label="resources.shipping-methods.link">
          <LocalShippingIcon />
        </Button>
      )}
      <CreateButton />
    </TopToolbar>
  )
}

export const PaymentModeList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <>
      <PaymentModeAlert />
      <List
        filters={listFilters}
        sort={{ field: 'label', order: 'ASC' }}
        perPage={25}
        actions={<PaymentModeActions />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="label" />
          {everyClient && clientColumn}
          <TranslatedField
            source="type"
            label="resources.paymentModes.fields.type"
            prefix="resources.paymentModes.types"
          />
          <ModeKindField
            path="payment-modes/providers"
            source="provider"
            label="resources.paymentModes.fields.provider"
          />
          <TranslatedField
            source="bonusMode"
            label="resources.paymentModes.fields.bonusMode"
            prefix="resources.paymentModes.bonus_modes"
          />
          <TranslatedField
            source="status"
            label="resources.paymentModes.fields.status"
            prefix="resources.paymentModes.status"
          />
        </Datagrid>
      </List>
    </>
  )
}
