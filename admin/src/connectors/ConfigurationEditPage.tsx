import { Alert, LinearProgress, Typography } from '@mui/material'
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useMemo, useState } from 'react'
import { useParams } from 'react-router-dom'
import type { Configuration } from './types'
import { ConfigurationInputs } from './ConfigurationInputs'
import { toBody, toForm } from './formValues'
import { ownConnectorsPath } from './organization'
import { TestConnectionButton } from './TestConnectionButton'
import { ConnectorCallsList } from './ConnectorCallsList'
import { useConnectorKind } from './useConnectorKind'

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={() => ownConnectorsPath().slice(1)} />
  </Toolbar>
)

const EditForm = () => {
  const translate = useTranslate()
  const record = useRecordContext<Configuration>()
  const { data: kind, error } = useConnectorKind(record?.connector)
  // One form record per loaded version: a new object each render would reset the form as it is typed in.
  const formRecord = useMemo(() => (record ? toForm(record) : undefined), [record])
  const [tested, setTested] = useState(0)
  if (error) {
    return <Alert severity="error">{translate('resources.connector-organizations.unknown_kind')}</Alert>
  }
  if (!formRecord || !kind) return <LinearProgress />
  return (
    <SimpleForm record={formRecord} toolbar={<EditToolbar />}>
      <ConfigurationInputs kind={kind} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.connector-organizations.test.help')}
      </Typography>
      <TestConnectionButton onDone={() => setTested((count) => count + 1)} />
      <ConnectorCallsList refresh={tested} />
    </SimpleForm>
  )
}

/** `/connectors/:configurationId`: a configuration, secrets masked ("leave empty to keep"). */
export const ConfigurationEditPage = () => {
  const { configurationId } = useParams()
  const translate = useTranslate()
  return (
    <Edit
      resource="connector-organizations"
      id={configurationId}
      title={translate('resources.connector-organizations.edit_title')}
      mutationMode="pessimistic"
      redirect={false}
      transform={toBody}
    >
      <EditForm />
    </Edit>
  )
}
