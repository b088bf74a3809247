import { Alert, Button, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'

/** /password/confirmation?isPasswordCreation=: the password is created or changed; on to login. */
export const PasswordConfirmationPage = () => {
  const translate = useTranslate()
  const [params] = useSearchParams()
  const kind = params.get('isPasswordCreation') === 'true' ? 'created' : 'changed'
  return (
    <PublicFrame title={translate(`password.confirmation.${kind}_title`)}>
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {translate(`password.confirmation.${kind}`)}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          {translate('password.confirmation.login')}
        </Button>
      </Stack>
    </PublicFrame>
  )
}
