import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const TypeField = (_: { label: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField
      render={(record: RaRecord) => translate(`resources.refurb-diagnosis-questions.types.${record.type}`)}
    />
  )
}

export const RefurbQuestionList = () => (
  <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" />
      <TypeField label="resources.refurb-diagnosis-questions.fields.type" />
      <FunctionField
        label="resources.refurb-diagnosis-questions.fields.answers"
        render={(record: RaRecord) => (record.answers ?? []).length}
      />
    </Datagrid>
  </List>
)
