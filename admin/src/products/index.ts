import SmartphoneIcon from '@mui/icons-material/Smartphone'
import { lazy } from 'react'
import { productRepresentation } from './productForm'

// Screens load lazily (part 1 §2): each page is its own chunk.
export default {
  list: lazy(() => import('./ProductList').then((module) => ({ default: module.ProductList }))),
  edit: lazy(() => import('./ProductEdit').then((module) => ({ default: module.ProductEdit }))),
  create: lazy(() => import('./ProductCreate').then((module) => ({ default: module.ProductCreate }))),
  icon: SmartphoneIcon,
  recordRepresentation: productRepresentation,
}
