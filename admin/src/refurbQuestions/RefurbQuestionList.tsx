import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const RefurbQuestionList = () => (
  <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" />
      <TranslatedField
        source="type"
        label="resources.refurb-diagnosis-questions.fields.type"
        prefix="resources.refurb-diagnosis-questions.types"
      />
      <FunctionField
        label="resources.refurb-diagnosis-questions.fields.answers"
        render={(record: RaRecord) => (record.answers ?? []).length}
      />
    </Datagrid>
  </List>
)
