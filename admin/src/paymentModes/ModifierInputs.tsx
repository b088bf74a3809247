import { Box } from '@mui/material'
import { NumberInput, SelectInput, minValue } from 'react-admin'
import { MODIFIER_TYPES, choicesOf } from './paymentModeForm'

/**
 * A price modifier (part 1 §3): type fixed or percentage, value, cap; payment modes and shipping methods.
 * None is a choice: left empty, the API stores no modifier.
 */
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
      defaultValue="fixed"
      emptyText="resources.paymentModes.no_modifier"
    />
    <NumberInput
      source="modifier.value"
      step={1}
      helperText="resources.paymentModes.help.modifier_optional"
    />
    <NumberInput source="modifier.cappedAmount" step={1} validate={minValue(0)} />
  </Box>
)

/** A modifier left without a value is no modifier: sent as null, as the API takes it. */
export const withoutEmptyModifier = <T extends { modifier?: { value?: number | null } | null }>(
  data: T
): T =>
  data.modifier &&
  (data.modifier.value === null || data.modifier.value === undefined || Number.isNaN(data.modifier.value))
    ? { ...data, modifier: null }
    : data
