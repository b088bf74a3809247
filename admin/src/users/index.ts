import PeopleIcon from '@mui/icons-material/People'
import { UserCreate } from './UserCreate'
import { UserEdit } from './UserEdit'
import { UserList } from './UserList'
import { userRepresentation } from './userForm'

export default {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: userRepresentation,
}
