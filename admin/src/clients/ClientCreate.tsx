import { CheckboxGroupInput, Create, SimpleForm, required } from 'react-admin'
import { CLIENT_MODULES, PREMIUM_FEATURES } from '@domain/premium_features'
import { choicesOf } from '../lib/choices'
import { ClientGeneralInputs } from './ClientGeneralInputs'

export const ClientCreate = () => (
  <Create redirect="edit">
    <SimpleForm
      defaultValues={{
        status: 'active',
        country: 'FR',
        paymentIssuer: 'retailer',
        transportContractHolder: 'retailer',
        modules: ['tim'],
        premiumFeatures: [],
      }}
    >
      <ClientGeneralInputs />
      <CheckboxGroupInput
        source="modules"
        choices={choicesOf(CLIENT_MODULES, 'resources.clients.modules')}
        validate={required()}
      />
      <CheckboxGroupInput
        source="premiumFeatures"
        choices={choicesOf(PREMIUM_FEATURES, 'resources.clients.premium')}
        row={false}
      />
    </SimpleForm>
  </Create>
)
