import { Box } from '@mui/material'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import {
  BooleanInput,
  Edit,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  SaveButton,
  email,
  maxLength,
  minValue,
  number,
  regex,
  required,
} from 'react-admin'
import { LOCALIZED_SETTINGS } from '@domain/settings'
import { LanguageTabs, TEXT_LANGUAGES, type TextLanguage } from './LanguageTabs'
import { LegalDocumentsInput } from './LegalDocumentsInput'
import { RetentionInputs } from './RetentionInputs'

const FLAGS = [
  'categoryNavigationEnabled',
  'customerIdentityDocumentRequired',
  'barCodeEnabled',
  'tagPriceEnabled',
  'isWarehouseCommentMandatory',
  'isWarehouseCommentSharedToClient',
  'dropOffMapEnabled',
] as const
const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}
const wide = { width: '100%', maxWidth: 760 }
const whole = (value?: number | null) =>
  value !== null && value !== undefined && !Number.isInteger(value) ? 'settings.validation.whole' : undefined
const https = regex(/^https:\/\//, 'settings.validation.https')

const Texts = () => {
  const [language, setLanguage] = useState<TextLanguage>('fr')
  return (
    <Box sx={wide}>
      <LanguageTabs value={language} onChange={setLanguage} />
      {LOCALIZED_SETTINGS.map((name) => (
        <TextInput
          key={`${name}.${language}`}
          source={`${name}.${language}`}
          label={`resources.settings.fields.${name}`}
          multiline
          minRows={2}
          validate={maxLength(name.endsWith('Description') ? 2000 : 20000)}
          fullWidth
        />
      ))}
    </Box>
  )
}

/**
 * `/settings/tim/general` and `/settings/lcm/general`: the account's root details and general settings
 * (part 1 §3). The buyer's page adds the estimation endpoint and buyer payment.
 */
export const GeneralSettingsPage = () => {
  const buyer = useParams().module === 'lcm'
  return (
    <Edit
      resource="settings"
      id="general"
      redirect={false}
      mutationMode="pessimistic"
      title="resources.settings.general_title"
      actions={false}
    >
      <TabbedForm
        syncWithLocation={false}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="settings.tabs.general">
          <Box sx={columns}>
            <TextInput source="sellerSupportEmail" validate={[email(), maxLength(255)]} />
            <TextInput source="dpoEmail" validate={[email(), maxLength(255)]} />
            <SelectInput
              source="currency"
              choices={['EUR', 'CHF', 'GBP'].map((id) => ({ id, name: id }))}
              validate={required()}
            />
            <SelectInput
              source="language"
              choices={TEXT_LANGUAGES.map((id) => ({ id, name: `settings.languages.${id}` }))}
              validate={required()}
            />
            <NumberInput
              source="cartMinValue"
              validate={[required(), number(), minValue(0, 'settings.validation.positive'), whole]}
              step={1}
              helperText="settings.help.cart_min_value"
            />
            {buyer && (
              <TextInput
                source="estimationEndpoint"
                validate={[https, maxLength(255)]}
                helperText="settings.help.estimation_endpoint"
              />
            )}
            <TextInput source="externalWebsiteUrl" validate={maxLength(255)} />
            <TextInput source="externalWebsiteText" validate={maxLength(255)} />
          </Box>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="settings.tabs.options">
          <Box sx={columns}>
            {(buyer ? [...FLAGS, 'buyerPaymentEnabled'] : FLAGS).map((name) => (
              <BooleanInput key={name} source={name} />
            ))}
          </Box>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="settings.tabs.texts">
          <Texts />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="settings.tabs.legal">
          <LegalDocumentsInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="settings.tabs.retention">
          <RetentionInputs />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  )
}
