import RecyclingIcon from '@mui/icons-material/Recycling'
import { Alert, Box, Button, Card, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useLogin, useTranslate } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { LocaleSwitcher } from '../layout/LocaleSwitcher'
import { loginErrorMessage } from './loginErrorMessage'

/** /login: e-mail and password; the server's translated refusal is shown above the form. */
export const LoginPage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

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

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 3 }}>
          <Stack direction="row" spacing={1} alignItems="center" color="primary.main">
            <RecyclingIcon fontSize="large" aria-hidden />
            <Typography variant="h5" component="p" fontWeight={700}>
              {translate('app.name')}
            </Typography>
          </Stack>
          <LocaleSwitcher color="primary" />
        </Stack>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
          {translate('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('login.subtitle')}
        </Typography>
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
          </Stack>
        </Box>
      </Card>
      <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.85)', mt: 2 }}>
        {translate('app.tagline')}
      </Typography>
    </Box>
  )
}
