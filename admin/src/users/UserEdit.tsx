import { Edit, SimpleForm } from 'react-admin'
import { withoutEmptyPassword } from './userForm'
import { UserInputs } from './UserInputs'

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs.
export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={withoutEmptyPassword}>
    <SimpleForm>
      <UserInputs />
    </SimpleForm>
  </Edit>
)
