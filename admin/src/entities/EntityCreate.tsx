import { Create, SimpleForm, type RaRecord } from 'react-admin'
import { EntityInputs } from './EntityInputs'

// A default workshop picked for a store, then the type changed: only a store keeps one.
const keepStoreFields = (data: RaRecord) =>
  data.type === 'store' ? data : { ...data, defaultWarehouseId: null }

export const EntityCreate = () => (
  <Create redirect="list" mutationMode="pessimistic" transform={keepStoreFields}>
    <SimpleForm>
      <EntityInputs isCreate />
    </SimpleForm>
  </Create>
)
