import { Edit } from 'react-admin'
import { RefurbStepForm } from './RefurbStepForm'

// Pessimistic: the form waits for the server, so its refusals land on the fields or in the error modal.
export const RefurbStepEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <RefurbStepForm />
  </Edit>
)
