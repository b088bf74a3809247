import PeopleIcon from '@mui/icons-material/People'
import { lazy } from 'react'
import { userRepresentation } from './userForm'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./UserList').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  create: lazy(() => import('./UserCreate').then((module) => ({ default: module.UserCreate }))),
  icon: PeopleIcon,
  recordRepresentation: userRepresentation,
}

/** `/users/import`, a child route of the users resource. */
export const UserImportPage = lazy(() =>
  import('./UserImportPage').then((module) => ({ default: module.UserImportPage }))
)
