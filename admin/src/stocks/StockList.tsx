import { Chip } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const NativeBadge = (_: { label: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField
      render={(record: RaRecord) =>
        record.native ? <Chip size="small" label={translate('resources.stocks.native')} /> : null
      }
    />
  )
}

export const StockList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List filters={listFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        {everyClient && clientColumn}
        <NativeBadge label="resources.stocks.fields.native" />
        <TextField source="location" />
        <NumberField source="itemCount" />
        <NumberField source="averageAgeDays" />
      </Datagrid>
    </List>
  )
}
