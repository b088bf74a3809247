import { Box, Chip, Stack, Typography } from '@mui/material'
import { BooleanInput, PasswordInput, TextInput, maxLength, regex, required, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { ConnectorField, ConnectorKind } from './types'

const FieldInput = ({ field, stored }: { field: ConnectorField; stored: boolean }) => {
  const translate = useTranslate()
  const source = `properties.${field.name}`
  const label = translate(`resources.connector-organizations.${field.labelKey}`, { _: field.name })
  if (field.secret) {
    return (
      <PasswordInput
        source={source}
        label={label}
        autoComplete="new-password"
        fullWidth
        validate={field.required && !stored ? required() : undefined}
        helperText={
          stored
            ? 'resources.connector-organizations.help.secret_stored'
            : 'resources.connector-organizations.help.secret_new'
        }
      />
    )
  }
  return (
    <TextInput
      source={source}
      label={label}
      validate={[
        ...(field.required ? [required()] : []),
        ...(field.url ? [regex(/^https:\/\//, 'resources.connector-organizations.help.https')] : []),
        maxLength(4000),
      ]}
      fullWidth
      helperText={field.url ? 'resources.connector-organizations.help.https' : false}
    />
  )
}

/** The fields of a configuration (part 1 §3): name, active flag, and the credentials its kind declares. */
export const ConfigurationInputs = ({ kind }: { kind: ConnectorKind }) => {
  const translate = useTranslate()
  const storedSecrets: string[] = useWatch({ name: 'storedSecrets' }) ?? []
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="subtitle1" component="p">
          {kind.name}
        </Typography>
        <Chip size="small" label={translate(`resources.connector-organizations.types.${kind.type}`)} />
        {kind.sandbox && (
          <Chip size="small" color="info" label={translate('resources.connector-organizations.sandbox')} />
        )}
      </Stack>
      <TextInput source="name" validate={[required(), maxLength(255)]} fullWidth />
      <BooleanInput source="active" />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate('resources.connector-organizations.credentials')}
      </Typography>
      <Stack>
        {kind.fields.map((field) => (
          <FieldInput key={field.name} field={field} stored={storedSecrets.includes(field.name)} />
        ))}
      </Stack>
    </Box>
  )
}
