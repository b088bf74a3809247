import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin'
import { TranslatedField } from '../layout/TranslatedField'
import { clientColumn, useClientFilters, useShowsEveryClient } from '../layout/ClientColumn'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const RefurbQuestionList = () => {
  const everyClient = useShowsEveryClient()
  const listFilters = useClientFilters(filters)
  return (
    <List filters={listFilters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        {everyClient && clientColumn}
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
}
