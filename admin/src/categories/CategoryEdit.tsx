import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { toCategoryBody } from './categoryForm'
import { CategoryInputs } from './CategoryInputs'

const toTree = () => '/categories/list'

const EditToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toTree} />
  </Toolbar>
)

export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect={toTree} transform={toCategoryBody}>
    <SimpleForm toolbar={<EditToolbar />}>
      <CategoryInputs />
    </SimpleForm>
  </Edit>
)
