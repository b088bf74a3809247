import { Box } from '@mui/material'
import { PasswordInput, RadioButtonGroupInput, required } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { passwordValidators } from './userForm'

export const PASSWORD_MODES = ['invitation', 'password'] as const

const twoColumns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}

/** A password and its repeat, with the rules of a new user's or of a change (left empty: unchanged). */
export const PasswordFields = ({ rules }: { rules: 'create' | 'edit' }) => (
  <Box sx={twoColumns}>
    <PasswordInput
      source="password"
      validate={passwordValidators[rules].password}
      autoComplete="new-password"
      helperText={rules === 'create' ? 'resources.users.help.password' : 'resources.users.help.password_edit'}
    />
    <PasswordInput
      source="passwordConfirmation"
      validate={passwordValidators[rules].confirmation}
      autoComplete="new-password"
    />
  </Box>
)

/**
 * How a new user gets a password, chosen explicitly (part 2 §5 "User"): an e-mailed invitation to set it,
 * or one typed here; the password fields exist only for the second. The server sends the invitation only
 * for the first.
 */
export const PasswordModeInputs = () => {
  const mode = useWatch({ name: 'passwordMode' }) as string | undefined
  return (
    <>
      <RadioButtonGroupInput
        source="passwordMode"
        label="resources.users.fields.passwordMode"
        choices={PASSWORD_MODES.map((id) => ({ id, name: `resources.users.password_modes.${id}` }))}
        validate={required()}
        row={false}
      />
      {mode === 'password' && <PasswordFields rules="create" />}
    </>
  )
}
