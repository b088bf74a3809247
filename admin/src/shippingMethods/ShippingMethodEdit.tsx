import { Box, Typography } from '@mui/material'
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  Create,
  Edit,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useModeKindChoices } from '../lib/useOptions'
import { COUNTRIES, choices, noMarkup } from '../circuits/choices'
import { ModifierInputs, withoutEmptyModifier } from '../paymentModes/ModifierInputs'

const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}

/** The carrier, chosen among the types the account may use (the sandbox says so). */
const TypeInput = () => {
  const record = useRecordContext<{ type?: string }>()
  const choices = useModeKindChoices('shipping-methods/types', record?.type)
  return (
    <SelectInput
      source="type"
      choices={choices}
      validate={required()}
      helperText="resources.shipping-methods.help.type"
    />
  )
}

/** Part 1 §3 "Shipping method": channel, type, description, modifier, payment modes, countries. */
const ShippingMethodForm = () => {
  const translate = useTranslate()
  return (
    <SimpleForm
      defaultValues={{
        channel: 'web',
        countries: ['FR'],
        deposits: ['post'],
        status: 'active',
      }}
    >
      <Box sx={columns}>
        <SelectInput
          source="channel"
          choices={choices(['web', 'store'], 'resources.circuits.channels')}
          validate={required()}
        />
        <TypeInput />
        <SelectInput
          source="status"
          choices={choices(['active', 'inactive'], 'resources.circuits.status')}
          validate={required()}
        />
        <CheckboxGroupInput
          source="deposits"
          choices={choices(['post', 'collect', 'drop_label'], 'resources.circuits.deposits')}
          validate={required()}
        />
        <AutocompleteArrayInput
          source="countries"
          choices={COUNTRIES.map((id) => ({ id, name: id }))}
          validate={required()}
        />
      </Box>
      <TextInput
        source="description"
        validate={[maxLength(255), noMarkup]}
        sx={{ width: '100%', maxWidth: 760 }}
      />
      <ReferenceArrayInput source="paymentModeIds" reference="paymentModes" perPage={100}>
        <AutocompleteArrayInput optionText="label" sx={{ width: '100%', maxWidth: 760 }} />
      </ReferenceArrayInput>
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.paymentModes.sections.modifier')}
      </Typography>
      <ModifierInputs />
    </SimpleForm>
  )
}

export const ShippingMethodEdit = () => (
  <Edit transform={withoutEmptyModifier} mutationMode="pessimistic" redirect="list">
    <ShippingMethodForm />
  </Edit>
)

export const ShippingMethodCreate = () => (
  <Create transform={withoutEmptyModifier} redirect="list">
    <ShippingMethodForm />
  </Create>
)
