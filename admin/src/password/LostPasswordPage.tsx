import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { failureOf } from './types'

/** /lostPassword: the same confirmation whatever the address, so the page tells no one who has an account. */
export const LostPasswordPage = () => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    try {
      await dataProvider.askNewPassword(email.trim())
      setSent(true)
    } catch (failure) {
      const { errors, message } = failureOf(failure)
      setError(errors.email ?? message ?? translate('password.errors.lost'))
    }
  }

  return (
    <PublicFrame title={translate('password.lost.title')}>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('password.lost.sent')}
        </Alert>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={submit}>
          <Typography color="text.secondary">{translate('password.lost.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('password.lost.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large">
            {translate('password.lost.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {translate('password.back_to_login')}
      </Link>
    </PublicFrame>
  )
}
