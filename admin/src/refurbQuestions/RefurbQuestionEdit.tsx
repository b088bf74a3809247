import { Edit } from 'react-admin'
import { RefurbQuestionForm } from './RefurbQuestionForm'

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs.
export const RefurbQuestionEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <RefurbQuestionForm />
  </Edit>
)
