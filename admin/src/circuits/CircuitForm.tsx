import { Box } from '@mui/material'
import {
  ArrayInput,
  AutocompleteArrayInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  minLength,
  number,
  required,
} from 'react-admin'
import { COUNTRIES, choices, labelValidators, noMarkup } from './choices'
import { InstructionsInput } from './InstructionsInput'
import { TransportModeWarning } from './TransportModeWarning'

const whole = (value?: number | null) =>
  value !== null && value !== undefined && !Number.isInteger(value)
    ? 'resources.circuits.validation.whole'
    : undefined
const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  maxWidth: 760,
}

/** Part 1 §3 "Circuit (path)" with the bounds of part 2 §5; the server checks the same. */
export const CircuitForm = () => (
  <SimpleForm defaultValues={{ eligibleCountries: ['FR'], transferOrderNumberOfCopy: 1, depositBonus: 0 }}>
    <Box sx={columns}>
      <TextInput source="name" validate={[required(), minLength(2), maxLength(255)]} />
      <SelectInput
        source="status"
        choices={choices(['active', 'inactive'], 'resources.circuits.status')}
        defaultValue="active"
      />
      <SelectInput
        source="channel"
        choices={choices(['web', 'store'], 'resources.circuits.channels')}
        validate={required()}
      />
      <SelectInput
        source="deposit"
        choices={choices(['collect', 'drop', 'drop_label', 'post'], 'resources.circuits.deposits')}
        validate={required()}
      />
    </Box>
    <TransportModeWarning />
    <TextInput
      source="description"
      validate={[maxLength(500), noMarkup]}
      multiline
      sx={{ width: '100%', maxWidth: 760 }}
    />
    <Box sx={columns}>
      <AutocompleteArrayInput
        source="eligibleCountries"
        choices={COUNTRIES.map((id) => ({ id, name: id }))}
        validate={required()}
      />
      <ReferenceArrayInput source="paymentModeIds" reference="paymentModes" perPage={100}>
        <AutocompleteArrayInput optionText="label" />
      </ReferenceArrayInput>
      <NumberInput
        source="transferOrderNumberOfCopy"
        validate={[required(), number(), whole, minValue(1), maxValue(10)]}
      />
      <NumberInput source="depositBonus" validate={[required(), whole]} step={1} />
    </Box>
    <InstructionsInput source="defaultInstructions" />
    <ArrayInput source="packingSteps">
      <SimpleFormIterator inline>
        <TextInput
          source="label"
          validate={labelValidators}
          label="resources.circuits.fields.packingStep"
          sx={{ minWidth: 320 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
)
