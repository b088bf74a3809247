import { Box } from '@mui/material'
import { NumberInput, SelectInput, minValue, required } from 'react-admin'
import { MODIFIER_TYPES, choicesOf } from './paymentModeForm'

/** A price modifier (part 1 §3): type fixed or percentage, value, cap; payment modes and shipping methods. */
export const ModifierInputs = () => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 0, sm: 2 },
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
      width: '100%',
      maxWidth: 760,
    }}
  >
    <SelectInput
      source="modifier.type"
      choices={choicesOf(MODIFIER_TYPES, 'resources.paymentModes.modifier_types')}
      validate={required()}
    />
    <NumberInput source="modifier.value" validate={required()} step={1} />
    <NumberInput source="modifier.cappedAmount" step={1} validate={minValue(0)} />
  </Box>
)
