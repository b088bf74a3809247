import { Chip, Stack } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { CLIENT_MODULES } from '@domain/premium_features'
import { choicesOf } from '../lib/choices'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="module"
    source="module"
    choices={choicesOf(CLIENT_MODULES, 'resources.clients.modules')}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(['active', 'inactive'], 'resources.clients.status')}
  />,
]

const Modules = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={0.5}>
      {(record.modules as string[]).map((module) => (
        <Chip key={module} size="small" label={translate(`resources.clients.modules.${module}`)} />
      ))}
    </Stack>
  )
}

/** `/clients`: every client account of the platform (super admin). */
export const ClientList = () => (
  <List filters={filters} sort={{ field: 'commonName', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="commonName" />
      <TextField source="corporateName" sortable={false} />
      <TextField source="siret" sortable={false} />
      <TextField source="city" />
      <FunctionField
        source="modules"
        sortable={false}
        render={(record: RaRecord) => <Modules record={record} />}
      />
      <TranslatedField
        source="status"
        label="resources.clients.fields.status"
        prefix="resources.clients.status"
      />
    </Datagrid>
  </List>
)
