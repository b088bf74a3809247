import { Box, Typography } from '@mui/material'
import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin'
import { useSession } from '../layout/useSession'
import { PasswordFields, PasswordModeInputs } from './PasswordModeInputs'
import { UserModulesInput } from './UserModulesInput'
import { emailValidators, nameValidators, statusValidators, USER_STATUS_CHOICES } from './userForm'

const twoColumns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}

/** The inputs shared by UserCreate and UserEdit: a new user's password mode is chosen, an edit may change it. */
export const UserInputs = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate()
  const canForceSso = useSession()?.permissions.includes('sso_force_field') ?? false

  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {translate('resources.users.sections.identity')}
      </Typography>
      <Box sx={twoColumns}>
        <TextInput source="lastname" validate={nameValidators} autoComplete="family-name" />
        <TextInput source="firstname" validate={nameValidators} autoComplete="given-name" />
        <TextInput source="email" type="email" validate={emailValidators} autoComplete="off" />
        <SelectInput
          source="status"
          choices={USER_STATUS_CHOICES}
          defaultValue="active"
          validate={statusValidators}
        />
      </Box>
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.users.sections.modules')}
      </Typography>
      <UserModulesInput />
      {canForceSso && <BooleanInput source="forceConnectionBySso" />}
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.users.sections.password')}
      </Typography>
      {isCreate ? <PasswordModeInputs /> : <PasswordFields rules="edit" />}
    </>
  )
}
