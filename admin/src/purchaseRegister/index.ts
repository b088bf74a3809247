import MenuBookIcon from '@mui/icons-material/MenuBook'
import { lazy } from 'react'

/** `/purchase-register`: the purchase register, read only, for the roles holding purchase_register_read. */
export default {
  list: lazy(() =>
    import('./PurchaseRegisterList').then((module) => ({ default: module.PurchaseRegisterList }))
  ),
  icon: MenuBookIcon,
  access: { list: { permission: 'purchase_register_read' } },
}
