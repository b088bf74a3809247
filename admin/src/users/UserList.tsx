import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Link } from 'react-router-dom'
import {
  Button,
  CreateButton,
  Datagrid,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin'
import { USER_STATUS_CHOICES } from './userForm'
import { UserRolesField } from './UserRolesField'
import { UserStatusField } from './UserStatusField'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={USER_STATUS_CHOICES} />,
]

/** Creating users one by one or by the CSV import: both need user_create. */
const UserListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: 'users', action: 'create' })
  return (
    <TopToolbar>
      {canCreate && (
        <Button component={Link} to="/users/import" label="resources.users.import.link">
          <UploadFileIcon />
        </Button>
      )}
      <CreateButton />
    </TopToolbar>
  )
}

export const UserList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List
      filters={listFilters}
      actions={<UserListActions />}
      sort={{ field: 'lastname', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="lastname" />
        <TextField source="firstname" />
        <TextField source="email" />
        <UserRolesField label="resources.users.fields.roles" sortable={false} />
        {everyClient && clientColumn}
        <UserStatusField source="status" />
      </Datagrid>
    </List>
  )
}
