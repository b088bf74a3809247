import { Alert, Button, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'

/** The expired or invalid link page: says which, and offers a new link. */
export const PasswordLinkErrorPage = ({ reason }: { reason?: 'expired' | 'invalid' }) => {
  const translate = useTranslate()
  const [params] = useSearchParams()
  const why = reason ?? (params.get('reason') === 'expired' ? 'expired' : 'invalid')
  return (
    <PublicFrame title={translate(`password.link.${why}_title`)}>
      <Stack spacing={2.5}>
        <Alert severity="warning">{translate(`password.link.${why}`)}</Alert>
        <Button component={RouterLink} to="/lostPassword" variant="contained">
          {translate('password.link.ask_again')}
        </Button>
        <Button component={RouterLink} to="/login">
          {translate('password.back_to_login')}
        </Button>
      </Stack>
    </PublicFrame>
  )
}
