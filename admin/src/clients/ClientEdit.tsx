import LinkIcon from '@mui/icons-material/Link'
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser'
import { Alert, Box, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import {
  Button,
  CheckboxGroupInput,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { CLIENT_MODULES, PREMIUM_FEATURES } from '@domain/premium_features'
import { choicesOf } from '../lib/choices'
import { useSwitchClient } from '../layout/ClientContextSwitcher'
import { ClientGeneralInputs } from './ClientGeneralInputs'
import { FirstAdminButton } from './FirstAdminDialog'

/** A tab listing the account's rows of one kind; those ticked are active. */
const ActiveRows = ({ source, rows, label }: { source: string; rows: string; label: string }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const choices = (record?.[rows] ?? []) as { id: number }[]
  if (!choices.length)
    return <Typography color="text.secondary">{translate('resources.clients.none')}</Typography>
  return <CheckboxGroupInput source={source} choices={choices} optionText={label} row={false} />
}

const Deletion = () => {
  const translate = useTranslate()
  const record = useRecordContext()
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Alert severity="warning">{translate('resources.clients.deletion.help')}</Alert>
      <Box>
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="resources.clients.deletion.confirm_title"
          confirmContent="resources.clients.deletion.confirm_content"
          translateOptions={{ name: record?.commonName }}
        />
      </Box>
    </Stack>
  )
}

const ClientToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/** Acting for the client (its back office), its administrator, its linked buyers. */
const ClientActions = () => {
  const record = useRecordContext()
  const switchClient = useSwitchClient()
  if (!record) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, py: 1 }}>
      <Button
        label="resources.clients.context.open"
        onClick={() => switchClient({ id: Number(record.id), name: String(record.commonName) })}
      >
        <OpenInBrowserIcon />
      </Button>
      <FirstAdminButton />
      <Button
        component={Link}
        to={`/account/${record.id}/linked-buyers`}
        label="resources.clients.linked_buyers.link"
      >
        <LinkIcon />
      </Button>
    </Box>
  )
}

/** `/clients/{id}`: the tabs of part 1 §2 "Clients" (super admin). */
export const ClientEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} actions={<ClientActions />}>
    <TabbedForm toolbar={<ClientToolbar />}>
      <TabbedForm.Tab label="resources.clients.tabs.general">
        <ClientGeneralInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.modules">
        <CheckboxGroupInput
          source="modules"
          choices={choicesOf(CLIENT_MODULES, 'resources.clients.modules')}
          validate={required()}
          helperText="resources.clients.help.modules"
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.circuits">
        <ActiveRows source="activeCircuitIds" rows="circuits" label="name" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.paymentModes">
        <ActiveRows source="activePaymentModeIds" rows="paymentModes" label="label" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.transport">
        <ActiveRows source="activeShippingMethodIds" rows="shippingMethods" label="description" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.whiteLabel">
        <TextInput source="whiteLabel.host" helperText="resources.clients.help.host" sx={{ minWidth: 360 }} />
        <SelectInput
          source="whiteLabel.status"
          choices={choicesOf(['active', 'inactive'], 'resources.clients.status')}
          validate={required()}
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.premium">
        <CheckboxGroupInput
          source="premiumFeatures"
          choices={choicesOf(PREMIUM_FEATURES, 'resources.clients.premium')}
          row={false}
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.clients.tabs.deletion">
        <Deletion />
      </TabbedForm.Tab>
    </TabbedForm>
  </Edit>
)
