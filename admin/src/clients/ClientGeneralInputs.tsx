import { Box } from '@mui/material'
import { NumberInput, SelectInput, TextInput, maxLength, minLength, regex, required } from 'react-admin'
import { choicesOf } from '../lib/choices'
import { LOCALES } from '../providers/i18n'

const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF']
// Each language by its own name, as the language switcher shows it.
const LANGUAGES = LOCALES.map(({ locale, name }) => ({ id: locale, name }))

const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 860,
}
const name = [required(), minLength(2), maxLength(255)]

/** The general info tab of part 1 §2 "Clients", shared by create and edit. */
export const ClientGeneralInputs = () => (
  <Box sx={columns}>
    <TextInput source="commonName" validate={name} />
    <TextInput source="corporateName" validate={[minLength(2), maxLength(255)]} />
    <TextInput source="siret" validate={regex(/^\d{14}$/, 'resources.clients.validation.siret')} />
    <NumberInput source="shareCapital" step={1} />
    <SelectInput
      source="status"
      choices={choicesOf(['active', 'inactive'], 'resources.clients.status')}
      validate={required()}
    />
    <TextInput
      source="country"
      validate={[required(), regex(/^[A-Za-z]{2}$/, 'resources.clients.validation.country')]}
    />
    <TextInput source="street" validate={maxLength(125)} />
    <TextInput source="streetComplement" validate={maxLength(125)} />
    <TextInput source="zipCode" validate={maxLength(16)} />
    <TextInput source="city" validate={maxLength(45)} />
    <TextInput source="webUrl" validate={maxLength(255)} />
    <TextInput source="gtmId" validate={maxLength(64)} />
    <TextInput source="consentToolId" validate={maxLength(64)} />
    <SelectInput
      source="currency"
      choices={choicesOf(CURRENCIES, 'resources.clients.currencies')}
      defaultValue="EUR"
      validate={required()}
    />
    <SelectInput
      source="language"
      choices={LANGUAGES}
      translateChoice={false}
      defaultValue="fr"
      validate={required()}
    />
    <SelectInput
      source="paymentIssuer"
      choices={choicesOf(['retailer', 'buyer'], 'resources.clients.parties')}
      validate={required()}
    />
    <SelectInput
      source="transportContractHolder"
      choices={choicesOf(['retailer', 'buyer'], 'resources.clients.parties')}
      validate={required()}
    />
  </Box>
)
