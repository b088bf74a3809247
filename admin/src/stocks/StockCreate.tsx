import { Create } from 'react-admin'
import { StockForm } from './StockInputs'

export const StockCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <StockForm />
  </Create>
)
