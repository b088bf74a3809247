import { Datagrid, List, Pagination, SearchInput, SelectInput, TextField } from 'react-admin'
import { USER_STATUS_CHOICES } from './userForm'
import { UserStatusField } from './UserStatusField'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={USER_STATUS_CHOICES} />,
]

export const UserList = () => (
  <List
    filters={filters}
    sort={{ field: 'lastname', order: 'ASC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="lastname" />
      <TextField source="firstname" />
      <TextField source="email" />
      <UserStatusField source="status" />
    </Datagrid>
  </List>
)
