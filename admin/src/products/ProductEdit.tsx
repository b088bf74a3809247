import { Edit, useRedirect, type RaRecord } from 'react-admin'
import { listWithAlert } from './list/ProductAlert'
import { ProductForm } from './ProductInputs'

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs. Back to the
// list with the success alert of part 1 §2 (instead of react-admin's own notification).
export const ProductEdit = () => {
  const redirect = useRedirect()
  const onSuccess = (data: RaRecord) => redirect(listWithAlert('edit')('products', data.id, data))
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <ProductForm />
    </Edit>
  )
}
