import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const Translated = ({ source, prefix }: { source: string; prefix: string; label: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField source={source} render={(record: RaRecord) => translate(`${prefix}.${record[source]}`)} />
  )
}

export const CircuitList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <Translated
        source="channel"
        label="resources.circuits.fields.channel"
        prefix="resources.circuits.channels"
      />
      <Translated
        source="deposit"
        label="resources.circuits.fields.deposit"
        prefix="resources.circuits.deposits"
      />
      <TextField source="depositBonus" />
      <Translated
        source="status"
        label="resources.circuits.fields.status"
        prefix="resources.circuits.status"
      />
    </Datagrid>
  </List>
)
