import type { Texts } from '../../providers/i18n/texts'
import type { connectorsFr } from './fr'

export const connectorsEn: Texts<typeof connectorsFr> = {
  name: 'Connector configuration |||| Connector configurations',
  kinds_title: 'Connectors',
  kinds_help:
    'Each connector links the platform to an outside service. Add a configuration with the credentials the provider gave you.',
  create_title: 'New configuration: %{kind}',
  edit_title: 'Connector configuration',
  credentials: 'Credentials',
  sandbox: 'Sandbox',
  none: 'No configuration',
  add: 'Add',
  add_for: 'Add a %{kind} configuration',
  active: 'Active',
  inactive: 'Inactive',
  unknown_kind: 'This connector kind no longer exists.',
  fields: {
    name: 'Configuration name',
    active: 'Active',
    kind: 'Connector',
    type: 'Type',
    configurations: 'Configurations',
  },
  connectors: {
    fields: {
      apiUrl: 'API address',
      apiKey: 'API key',
      clientId: 'Client ID',
      clientSecret: 'Client secret',
      merchantId: 'Merchant ID',
      username: 'Username',
      password: 'Password',
      host: 'Server',
      port: 'Port',
      directory: 'Folder',
      endpoint: 'Estimation API address',
      storeCode: 'Store code',
      accountNumber: 'Account number',
      workshopCode: 'Workshop code',
      programId: 'Programme ID',
    },
  },
  types: {
    authentication: 'Authentication',
    buyer: 'Buyer',
    payment_mode: 'Payment mode',
    premium_feature: 'Premium feature',
    scheduled: 'Scheduled',
    transport: 'Transport',
  },
  help: {
    secret_stored: 'A secret is stored: leave empty to keep it.',
    secret_new: 'Stored encrypted, never shown again.',
    https: 'https:// addresses only.',
  },
  test: {
    button: 'Test the connection',
    help: 'The test uses the saved configuration: save your changes before testing.',
    failed: 'The test could not be run.',
  },
}
