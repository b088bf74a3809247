import { Create, useRedirect, type RaRecord } from 'react-admin'
import { listWithAlert } from './list/ProductAlert'
import { ProductForm } from './ProductInputs'

// Back to the list with the success alert of part 1 §2 (instead of react-admin's own notification).
export const ProductCreate = () => {
  const redirect = useRedirect()
  const onSuccess = (data: RaRecord) => redirect(listWithAlert('create')('products', data.id, data))
  return (
    <Create mutationOptions={{ onSuccess }}>
      <ProductForm />
    </Create>
  )
}
