import { Alert, Button, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'

/** /open-id/logout: where the provider sends the browser once its session ended too; on to login. */
export const OpenIdLogoutPage = () => {
  const translate = useTranslate()
  return (
    <PublicFrame title={translate('sso.logout.title')}>
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {translate('sso.logout.done')}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          {translate('sso.logout.login')}
        </Button>
      </Stack>
    </PublicFrame>
  )
}
