import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin'
import { useRefurbStepOptions } from './useRefurbStepOptions'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const StockName = (_: { label: string }) => {
  const { stocks } = useRefurbStepOptions()
  return (
    <FunctionField
      render={(record: RaRecord) => stocks.find((stock) => stock.id === record.stockId)?.name ?? ''}
    />
  )
}

export const RefurbStepList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List filters={listFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        {everyClient && clientColumn}
        <TextField source="description" />
        <StockName label="resources.refurb-steps.fields.stockId" />
      </Datagrid>
    </List>
  )
}
