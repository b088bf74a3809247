import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { HttpError, Title, useDataProvider, useNotify, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { RepriseDataProvider } from '../providers/dataProvider'

interface SsoConfiguration {
  issuer: string
  clientId: string
  clientSecret: string | null
  domains: string[]
  isActive: boolean
  trustProviderEmails: boolean
  version: number
  callbackUrl: string
  logoutUrl: string
  configured: boolean
}

type FieldErrors = Record<string, string>

const splitDomains = (value: string) =>
  value
    .split(/[,\s]+/)
    .map((domain) => domain.trim())
    .filter(Boolean)

/**
 * /connectors/:organizationId/SSO: the organisation's OpenID Connect provider (issuer, client, secret kept
 * masked) and the e-mail domains it serves, with the two addresses to register at the provider.
 */
export const SsoConfigurationPage = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { organizationId = 'account' } = useParams()
  const [loaded, setLoaded] = useState<SsoConfiguration | null>(null)
  const [issuer, setIssuer] = useState('')
  const [clientId, setClientId] = useState('')
  const [clientSecret, setClientSecret] = useState('')
  const [domains, setDomains] = useState('')
  const [isActive, setIsActive] = useState(true)
  const [trustProviderEmails, setTrustProviderEmails] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saveFailure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const show = (configuration: SsoConfiguration) => {
    setLoaded(configuration)
    setIssuer(configuration.issuer)
    setClientId(configuration.clientId)
    setClientSecret(configuration.clientSecret ?? '')
    setDomains(configuration.domains.join(', '))
    setIsActive(configuration.configured ? configuration.isActive : true)
    setTrustProviderEmails(configuration.trustProviderEmails)
  }

  // The form starts from the stored configuration, read once per visit.
  const read = useQuery({
    queryKey: ['sso-configurations', organizationId],
    queryFn: () => dataProvider.ssoConfiguration<SsoConfiguration>(organizationId),
    retry: false,
    refetchOnWindowFocus: false,
  })
  const [seededFrom, setSeededFrom] = useState<SsoConfiguration | null>(null)
  if (read.data && read.data !== seededFrom) {
    setSeededFrom(read.data)
    show(read.data)
  }
  const failure = saveFailure ?? (read.error ? translate('errors.server.generic') : null)

  const fail = (caught: unknown) => {
    const body =
      caught instanceof HttpError ? (caught.body as { errors?: FieldErrors; message?: string }) : null
    setErrors(body?.errors ?? {})
    setFailure(body?.errors ? null : (body?.message ?? translate('errors.server.generic')))
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setFailure(null)
    try {
      const json = await dataProvider.saveSsoConfiguration<SsoConfiguration>(organizationId, {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        clientSecret: clientSecret || null,
        domains: splitDomains(domains),
        isActive,
        trustProviderEmails,
        version: loaded?.version || undefined,
      })
      show(json)
      notify('sso.configuration.saved', { type: 'success' })
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const test = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const json = await dataProvider.testSsoConfiguration(organizationId)
      notify('sso.configuration.test_ok', { type: 'success', messageArgs: { issuer: json.issuer } })
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const domainError = Object.entries(errors).find(([field]) => field.startsWith('domains'))?.[1]

  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={translate('sso.configuration.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('sso.configuration.intro')}
      </Typography>
      {!loaded && !failure && <LinearProgress />}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {loaded && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="form" onSubmit={save}>
            <Stack spacing={2.5}>
              {!loaded.configured && (
                <Alert severity="info">{translate('sso.configuration.not_configured')}</Alert>
              )}
              <TextField
                label={translate('sso.configuration.issuer')}
                value={issuer}
                onChange={(event) => setIssuer(event.target.value)}
                error={Boolean(errors.issuer)}
                helperText={errors.issuer ?? translate('sso.configuration.issuer_help')}
                required
                fullWidth
              />
              <TextField
                label={translate('sso.configuration.client_id')}
                value={clientId}
                onChange={(event) => setClientId(event.target.value)}
                error={Boolean(errors.clientId)}
                helperText={errors.clientId}
                required
                fullWidth
              />
              <TextField
                label={translate('sso.configuration.client_secret')}
                type="password"
                autoComplete="new-password"
                value={clientSecret}
                onChange={(event) => setClientSecret(event.target.value)}
                error={Boolean(errors.clientSecret)}
                helperText={errors.clientSecret ?? translate('sso.configuration.client_secret_help')}
                fullWidth
              />
              <TextField
                label={translate('sso.configuration.domains')}
                value={domains}
                onChange={(event) => setDomains(event.target.value)}
                error={Boolean(domainError)}
                helperText={domainError ?? translate('sso.configuration.domains_help')}
                required
                fullWidth
              />
              <FormControlLabel
                control={
                  <Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
                }
                label={translate('sso.configuration.active')}
              />
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={trustProviderEmails}
                      onChange={(event) => setTrustProviderEmails(event.target.checked)}
                    />
                  }
                  label={translate('sso.configuration.trust_emails')}
                />
                <FormHelperText>{translate('sso.configuration.trust_emails_help')}</FormHelperText>
              </Box>
              <TextField
                label={translate('sso.configuration.callback_url')}
                value={loaded.callbackUrl}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
              <TextField
                label={translate('sso.configuration.logout_url')}
                value={loaded.logoutUrl}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
              <Stack direction="row" spacing={1}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                >
                  {translate('sso.configuration.save')}
                </Button>
                <Button variant="outlined" onClick={test} disabled={busy || !loaded.configured}>
                  {translate('sso.configuration.test')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Paper>
      )}
    </Box>
  )
}
