import { Alert, Box, Button, CircularProgress, Divider, Link, Stack, TextField } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useLogin, useTranslate } from 'react-admin'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'
import { loginErrorMessage } from './loginErrorMessage'
import { SsoSignIn } from '../sso/SsoSignIn'

/**
 * /login: e-mail and password, or the organisation's single sign-on; the server's translated refusal is
 * shown above the form.
 */
export const LoginPage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [params] = useSearchParams()
  // Sent back here because the permission set became empty (providers/httpClient.ts).
  const [error, setError] = useState<string | null>(() =>
    params.get('reason') === 'no_permission' ? translate('login.errors.no_permissions') : null
  )
  const [submitting, setSubmitting] = useState(false)
  const [withSso, setWithSso] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitting(true)
    setError(null)
    try {
      await login({ email: email.trim(), password })
    } catch (failure) {
      setError(loginErrorMessage(failure, translate))
      setSubmitting(false)
    }
  }

  if (withSso) {
    return (
      <PublicFrame title={translate('login.title')} subtitle={translate('login.subtitle')}>
        <SsoSignIn initialEmail={email} onCancel={() => setWithSso(false)} />
      </PublicFrame>
    )
  }

  return (
    <PublicFrame title={translate('login.title')} subtitle={translate('login.subtitle')}>
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2.5}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            id="login-email"
            label={translate('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
            fullWidth
            size="medium"
          />
          <TextField
            id="login-password"
            label={translate('login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
            size="medium"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {translate('login.submit')}
          </Button>
          <Link component={RouterLink} to="/lostPassword" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            {translate('password.forgot')}
          </Link>
          <Divider />
          <Button variant="outlined" onClick={() => setWithSso(true)}>
            {translate('sso.sign_in.button')}
          </Button>
        </Stack>
      </Box>
    </PublicFrame>
  )
}
