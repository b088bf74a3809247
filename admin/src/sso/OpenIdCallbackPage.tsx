import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useAuthProvider, useDataProvider, useTranslate } from 'react-admin'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'
import { useOnArrival } from '../lib/useOnArrival'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { loginErrorMessage } from '../login/loginErrorMessage'
import { takeSignInSecret } from './browserBinding'

const ANSWER_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description']

/**
 * /open-id/:organizationId/callback (and the /openid/… alias): where the organisation's provider sends
 * the browser back. The answer goes to the API with the secret of the sign-in this tab started (an answer
 * opened in another browser has none and is refused), which validates it; the authenticated attempt is then
 * exchanged for a session like a password sign-in. The back office then starts afresh on the home page:
 * this page was rendered signed out, and react-admin keeps that state until the next load.
 */
export const OpenIdCallbackPage = () => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const authProvider = useAuthProvider()
  const { organizationId } = useParams()
  const [params] = useSearchParams()
  // Once: an answer is accepted a single time by the API.
  const { error: failure } = useOnArrival(['openIdCallback', organizationId, params.toString()], async () => {
    const answer: Record<string, unknown> = { organizationId: Number(organizationId) }
    for (const name of ANSWER_PARAMETERS) if (params.get(name)) answer[name] = params.get(name)
    const bindingSecret = takeSignInSecret()
    if (bindingSecret) answer.bindingSecret = bindingSecret
    const json = await dataProvider.openIdCallback(answer)
    await authProvider!.login({ organizationId: json.organizationId, openidSessionId: json.openidSessionId })
    window.location.replace(`${import.meta.env.BASE_URL}home`)
    return true
  })
  const error = failure ? loginErrorMessage(failure, translate) : null

  return (
    <PublicFrame title={translate(error ? 'sso.callback.failed_title' : 'sso.callback.title')}>
      {error ? (
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate('sso.callback.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} role="status">
          <Typography variant="body2">{translate('sso.callback.progress')}</Typography>
          <LinearProgress />
        </Stack>
      )}
    </PublicFrame>
  )
}
