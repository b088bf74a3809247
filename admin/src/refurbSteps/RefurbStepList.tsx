import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin'
import { useRefurbStepOptions } from './useRefurbStepOptions'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const StockName = (_: { label: string }) => {
  const { stocks } = useRefurbStepOptions()
  return (
    <FunctionField
      render={(record: RaRecord) => stocks.find((stock) => stock.id === record.stockId)?.name ?? ''}
    />
  )
}

export const RefurbStepList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="description" />
      <StockName label="resources.refurb-steps.fields.stockId" />
    </Datagrid>
  </List>
)
