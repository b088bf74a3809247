import { Box } from '@mui/material'
import {
  AutocompleteArrayInput,
  BooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin'
import { COUNTRIES, choices, noMarkup } from '../circuits/choices'
import { InstructionsInput } from '../circuits/InstructionsInput'

const atLeastOne = (value?: unknown[]) =>
  value?.length ? undefined : 'resources.dispatch-circuit-rules.validation.categories'
const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  maxWidth: 760,
}
const wide = { width: '100%', maxWidth: 760 }

/** Part 1 §3 "Dispatch circuit rule": which circuit serves which categories, with its own wording. */
export const DispatchCircuitRuleForm = () => (
  <SimpleForm defaultValues={{ status: 'enabled', eligibleCountries: ['FR'], traceabilityEnabled: false }}>
    <Box sx={columns}>
      <ReferenceInput source="circuitId" reference="circuits" perPage={100}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <SelectInput
        source="status"
        choices={choices(['enabled', 'disabled'], 'resources.warehouse-dispatch.status')}
        validate={required()}
      />
      <ReferenceArrayInput
        source="categoryIds"
        reference="categories"
        perPage={200}
        sort={{ field: 'label', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText="label" validate={atLeastOne} />
      </ReferenceArrayInput>
      <AutocompleteArrayInput
        source="eligibleCountries"
        choices={COUNTRIES.map((id) => ({ id, name: id }))}
        validate={required()}
      />
      <BooleanInput source="traceabilityEnabled" />
    </Box>
    <TextInput source="description" validate={[maxLength(500), noMarkup]} multiline sx={wide} />
    <TextInput source="highlightedInstruction" validate={maxLength(255)} sx={wide} />
    <TextInput source="terms" validate={maxLength(5000)} multiline minRows={3} sx={wide} />
    <InstructionsInput source="instructions" />
  </SimpleForm>
)
