import { Create, Edit } from 'react-admin'
import { WarehouseDispatchForm } from './WarehouseDispatchForm'

// Pessimistic: the form waits for the server, so its refusals land on the fields.
export const WarehouseDispatchEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <WarehouseDispatchForm />
  </Edit>
)

export const WarehouseDispatchCreate = () => (
  <Create redirect="list">
    <WarehouseDispatchForm />
  </Create>
)
