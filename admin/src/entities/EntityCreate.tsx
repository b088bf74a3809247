import { Create, SimpleForm } from 'react-admin'
import { EntityInputs } from './EntityInputs'

export const EntityCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <SimpleForm>
      <EntityInputs isCreate />
    </SimpleForm>
  </Create>
)
