import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { PublicFrame } from '../layout/PublicFrame'
import { PasswordLinkErrorPage } from './PasswordLinkErrorPage'
import { AcknowledgementsInputs } from './AcknowledgementsInputs'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { failureOf, type PasswordLink } from './types'

type LinkState = { status: 'loading' } | { status: 'expired' | 'invalid' } | ({ status: 'ok' } & PasswordLink)

/**
 * /renew/:token and /new/password?token=: the e-mailed link's form. The server holds the rules (part 2 §5)
 * and answers 422 with a message per field; the rules are shown beforehand so nobody has to guess them.
 */
export const NewPasswordPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const token = useParams().token ?? search.get('token') ?? ''
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const read = useQuery({
    queryKey: ['password', 'link', token],
    queryFn: () => dataProvider.readPasswordLink(token),
    retry: false,
    refetchOnWindowFocus: false,
  })
  // A link refused on submit (used meanwhile, expired) overrides what was read.
  const [refused, setLink] = useState<LinkState | null>(null)
  const link: LinkState = refused
    ? refused
    : read.data
      ? { status: 'ok', ...read.data }
      : read.error
        ? { status: (read.error as { status?: number }).status === 410 ? 'expired' : 'invalid' }
        : { status: 'loading' }
  const [fields, setFields] = useState({ password: '', passwordConfirmation: '' })
  const [acknowledged, setAcknowledged] = useState({ eulaAccepted: false, privacyAccepted: false })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)

  if (link.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress />
      </Box>
    )
  }
  if (link.status !== 'ok') return <PasswordLinkErrorPage reason={link.status} />

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setErrors({})
    setMessage(null)
    try {
      const extra = link.isPasswordCreation ? acknowledged : {}
      await dataProvider.setNewPassword(token, { ...fields, ...extra })
      navigate(`/password/confirmation?isPasswordCreation=${link.isPasswordCreation}`)
    } catch (failure) {
      const status = (failure as { status?: number }).status
      if (status === 404 || status === 410) return setLink({ status: status === 410 ? 'expired' : 'invalid' })
      const found = failureOf(failure)
      setErrors(found.errors)
      if (!Object.keys(found.errors).length) setMessage(found.message ?? translate('password.errors.save'))
    }
  }

  const input = (name: keyof typeof fields, autoComplete: string) => (
    <TextField
      label={translate(`password.new.${name}`)}
      type="password"
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
    />
  )

  const kind = link.isPasswordCreation ? 'create' : 'change'
  return (
    <PublicFrame title={translate(`password.new.${kind}_title`)}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Typography color="text.secondary">{translate('password.new.for', { email: link.email })}</Typography>
        <Typography variant="body2">{translate('password.new.rules')}</Typography>
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        {input('password', 'new-password')}
        {input('passwordConfirmation', 'new-password')}
        {link.isPasswordCreation && (
          <AcknowledgementsInputs value={acknowledged} onChange={setAcknowledged} errors={errors} />
        )}
        <Button type="submit" variant="contained" size="large">
          {translate(`password.new.${kind}_submit`)}
        </Button>
      </Stack>
    </PublicFrame>
  )
}
