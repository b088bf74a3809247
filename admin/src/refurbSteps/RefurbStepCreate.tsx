import { Create } from 'react-admin'
import { RefurbStepForm } from './RefurbStepForm'

export const RefurbStepCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <RefurbStepForm />
  </Create>
)
