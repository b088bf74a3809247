import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { EntityInputs } from './EntityInputs'

// Entities are deactivated, never deleted: the toolbar only saves.
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

// Pessimistic: the form waits for the server, so its 422 field errors land on the inputs.
export const EntityEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<SaveOnly />}>
      <EntityInputs />
    </SimpleForm>
  </Edit>
)
