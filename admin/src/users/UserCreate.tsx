import { Create, SimpleForm } from 'react-admin'
import { UserInputs } from './UserInputs'

export const UserCreate = () => (
  <Create redirect="list" mutationMode="pessimistic">
    <SimpleForm>
      <UserInputs isCreate />
    </SimpleForm>
  </Create>
)
