import { Create, SimpleForm } from 'react-admin'
import { CategoryInputs } from './CategoryInputs'

const toTree = () => '/categories/list'

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs.
export const CategoryCreate = () => (
  <Create redirect={toTree} mutationMode="pessimistic">
    <SimpleForm>
      <CategoryInputs isCreate />
    </SimpleForm>
  </Create>
)
