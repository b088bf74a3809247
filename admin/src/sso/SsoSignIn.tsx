import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { loginErrorMessage } from '../login/loginErrorMessage'
import { bindNewSignIn } from './browserBinding'

/**
 * Sign-in through the organisation's identity provider: the work e-mail names the
 * organisation; the API answers its provider's sign-in page, where the browser goes. The attempt is bound
 * to this tab (browserBinding.ts).
 */
export const SsoSignIn = ({ initialEmail, onCancel }: { initialEmail: string; onCancel: () => void }) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { url } = await dataProvider.ssoAuthorizationUrl(email.trim(), await bindNewSignIn())
      window.location.assign(url)
    } catch (failure) {
      setError(loginErrorMessage(failure, translate))
      setBusy(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} aria-label={translate('sso.sign_in.button')}>
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('sso.sign_in.intro')}
        </Typography>
        <TextField
          id="sso-email"
          label={translate('sso.sign_in.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {translate('sso.sign_in.continue')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {translate('sso.sign_in.back')}
        </Button>
      </Stack>
    </Box>
  )
}
