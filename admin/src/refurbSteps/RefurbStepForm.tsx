import { Box } from '@mui/material'
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin'
import { centsToEuros, eurosToCents } from '../lib/money'
import { useRefurbStepOptions } from './useRefurbStepOptions'

const textValidators = [maxLength(255)]

/** The step form shared by create and edit: costs per workshop are typed in euros, kept in cents. */
export const RefurbStepForm = () => {
  const { stocks, warehouses } = useRefurbStepOptions()
  return (
    <SimpleForm defaultValues={{ costs: [] }}>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <TextInput source="name" validate={[required(), ...textValidators]} fullWidth />
        <TextInput source="description" validate={textValidators} fullWidth multiline />
        <SelectInput
          source="stockId"
          choices={stocks}
          translateChoice={false}
          validate={required()}
          fullWidth
        />
      </Box>
      <ArrayInput source="costs">
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="warehouseId"
            choices={warehouses}
            optionText="commonName"
            translateChoice={false}
            validate={required()}
            label="resources.refurb-steps.fields.warehouseId"
            sx={{ minWidth: 240 }}
          />
          <NumberInput
            source="cost"
            validate={[required(), minValue(0)]}
            format={centsToEuros}
            parse={eurosToCents}
            step={0.01}
            label="resources.refurb-steps.fields.cost"
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  )
}
