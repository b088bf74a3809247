import { Edit } from 'react-admin'
import { StockForm } from './StockInputs'

// Pessimistic: the form waits for the server, so its refusals land on the fields or in the error modal.
export const StockEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <StockForm />
  </Edit>
)
