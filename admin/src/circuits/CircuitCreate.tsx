import { Create } from 'react-admin'
import { CircuitForm } from './CircuitForm'

export const CircuitCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <CircuitForm />
  </Create>
)
