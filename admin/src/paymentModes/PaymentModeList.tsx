import { Datagrid, List, SearchInput, TextField } from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { PaymentModeAlert } from './PaymentModeAlert'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const PaymentModeList = () => (
  <>
    <PaymentModeAlert />
    <List filters={filters} sort={{ field: 'label', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="label" />
        <TranslatedField
          source="type"
          label="resources.paymentModes.fields.type"
          prefix="resources.paymentModes.types"
        />
        <TextField source="provider" />
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
