import { Box } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  type RaRecord,
} from 'react-admin'
import { statusChoices, typeChoices } from './entityForm'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'
import { TranslatedField } from '../layout/TranslatedField'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
]

/** The name indented by its depth in the tree, so that the list reads as the organisation tree. */
const TreeName = (_: { source: string; label: string; sortable?: boolean }) => (
  <FunctionField
    source="commonName"
    sortable={false}
    render={(record: RaRecord) => (
      <Box component="span" sx={{ pl: 3 * (record.depth ?? 0), fontWeight: record.depth ? 400 : 600 }}>
        {record.commonName}
      </Box>
    )}
  />
)

export const EntityList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List
      filters={listFilters}
      sort={{ field: 'tree', order: 'ASC' }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TreeName source="commonName" label="resources.entities.fields.commonName" sortable={false} />
        {everyClient && clientColumn}
        <TranslatedField source="type" label="resources.entities.fields.type" prefix="entity_types" />
        <TextField source="externalId" />
        <TextField source="city" />
        <TranslatedField source="status" prefix="resources.entities.status" />
      </Datagrid>
    </List>
  )
}
