import { LinearProgress } from '@mui/material'
import { Create, SimpleForm, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import { ConfigurationInputs } from './ConfigurationInputs'
import { toBody, type ConfigurationForm } from './formValues'
import { organizationOf } from './organization'
import { useConnectorKind } from './useConnectorKind'

/** `/connectors/:organizationId/configurations/:connectorId`: a new configuration of that kind. */
export const ConfigurationCreatePage = () => {
  const translate = useTranslate()
  const { organizationId, connectorId } = useParams()
  const { data: kind } = useConnectorKind(connectorId)
  if (!kind) return <LinearProgress />
  const transform = (form: ConfigurationForm) => ({
    ...toBody(form),
    connector: kind.id,
    organizationId: organizationOf(organizationId),
  })
  return (
    <Create
      resource="connector-organizations"
      title={translate('resources.connector-organizations.create_title', { kind: kind.name })}
      transform={transform}
      mutationMode="pessimistic"
      redirect={(_resource, id) => `connectors/${id}`}
    >
      <SimpleForm defaultValues={{ active: true, properties: {} }}>
        <ConfigurationInputs kind={kind} />
      </SimpleForm>
    </Create>
  )
}
