import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin'
import { INSTRUCTION_TYPES, atMostSix, choices, labelValidators } from './choices'

/** At most 6 instructions, each 1-150 characters with its type (circuits and dispatch circuit rules). */
export const InstructionsInput = ({ source }: { source: string }) => (
  <ArrayInput source={source} validate={atMostSix}>
    <SimpleFormIterator inline>
      <TextInput
        source="label"
        validate={labelValidators}
        label="resources.circuits.fields.instruction"
        sx={{ minWidth: 320 }}
      />
      <SelectInput
        source="type"
        choices={choices(INSTRUCTION_TYPES, 'resources.circuits.instruction_types')}
        validate={required()}
        label="resources.circuits.fields.instructionType"
      />
    </SimpleFormIterator>
  </ArrayInput>
)
