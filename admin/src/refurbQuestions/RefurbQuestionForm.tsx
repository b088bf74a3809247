import { Box } from '@mui/material'
import {
  ArrayInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minLength,
  required,
} from 'react-admin'

const typeChoices = ['unique', 'multiple'].map((type) => ({
  id: type,
  name: `resources.refurb-diagnosis-questions.types.${type}`,
}))

const atLeastTwo = (answers?: unknown[]) =>
  !answers || answers.length < 2 ? 'resources.refurb-diagnosis-questions.validation.two_answers' : undefined

/** Question, type and answers, each answer with the refurb steps it proposes (part 1 §2 "Refurbishment"). */
export const RefurbQuestionForm = () => (
  <SimpleForm defaultValues={{ type: 'unique', answers: [{}, {}] }}>
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source="title" validate={[required(), maxLength(255)]} fullWidth />
      <SelectInput source="type" choices={typeChoices} validate={required()} />
      <TextInput source="description" validate={[maxLength(3000)]} multiline minRows={2} fullWidth />
    </Box>
    <ArrayInput source="answers" validate={atLeastTwo}>
      <SimpleFormIterator inline>
        <TextInput
          source="name"
          validate={[required(), minLength(2), maxLength(255)]}
          label="resources.refurb-diagnosis-questions.fields.answerName"
          sx={{ minWidth: 260 }}
        />
        <ReferenceArrayInput
          source="stepIds"
          reference="refurb-steps"
          perPage={200}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectArrayInput
            optionText="name"
            label="resources.refurb-diagnosis-questions.fields.stepIds"
            sx={{ minWidth: 320 }}
          />
        </ReferenceArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
)
