import { Datagrid, List, SearchInput, TextField } from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const CircuitList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TranslatedField
        source="channel"
        label="resources.circuits.fields.channel"
        prefix="resources.circuits.channels"
      />
      <TranslatedField
        source="deposit"
        label="resources.circuits.fields.deposit"
        prefix="resources.circuits.deposits"
      />
      <TextField source="depositBonus" />
      <TranslatedField
        source="status"
        label="resources.circuits.fields.status"
        prefix="resources.circuits.status"
      />
    </Datagrid>
  </List>
)
