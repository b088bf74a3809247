import CategoryIcon from '@mui/icons-material/Category'
import { lazy } from 'react'
import { categoryRepresentation } from './categoryForm'

// Screens load lazily (part 1 §2): each page is its own chunk. The tree also answers /categories/list.
export default {
  list: lazy(() => import('./CategoryList').then((module) => ({ default: module.CategoryList }))),
  edit: lazy(() => import('./CategoryEdit').then((module) => ({ default: module.CategoryEdit }))),
  create: lazy(() => import('./CategoryCreate').then((module) => ({ default: module.CategoryCreate }))),
  icon: CategoryIcon,
  recordRepresentation: categoryRepresentation,
}
