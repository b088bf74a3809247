import { Edit } from 'react-admin'
import { CircuitForm } from './CircuitForm'

// Pessimistic: the form waits for the server, so its refusals land on the fields or in the error modal.
export const CircuitEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CircuitForm />
  </Edit>
)
