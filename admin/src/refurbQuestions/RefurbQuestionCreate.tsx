import { Create } from 'react-admin'
import { RefurbQuestionForm } from './RefurbQuestionForm'

export const RefurbQuestionCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <RefurbQuestionForm />
  </Create>
)
