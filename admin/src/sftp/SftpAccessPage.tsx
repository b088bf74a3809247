import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Confirm, Title, useLocale, useNotify, useTranslate } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '../lib/dates'
import { LabeledValue } from '../lib/LabeledValue'
import { PasswordOnce } from './PasswordOnce'
import { useSftpAccess } from './useSftpAccess'

const T = 'sftp'

/**
 * `/settings/sftp` (the caller's account) and `/configuration/:organizationId/sftp` (a client's, for the
 * platform): activation shows the one-time password once, deactivation stops deposits, reactivation gives a
 * new password. The server refuses a client without the sftp_access premium feature.
 */
export const SftpAccessPage = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const { organizationId } = useParams()
  const { access, error, password, change } = useSftpAccess(organizationId)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const run = async (action: 'activate' | 'deactivate') => {
    setBusy(true)
    try {
      await change(action)
      notify(`${T}.${action}d`, { type: 'success' })
    } catch {
      // The error modal has told the user.
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  const host = typeof window === 'undefined' ? '' : window.location.hostname
  const deposit = access?.lastDeposit
  return (
    <Box sx={{ py: 3, maxWidth: 820 }}>
      <Title title={`${T}.title`} />
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${T}.intro`)}
      </Typography>
      {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {!error && !access && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{translate(`${T}.loading`)}</Typography>
        </Stack>
      )}
      {password && <PasswordOnce password={password} />}
      {access && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <LabeledValue label={translate(`${T}.client`)}>{access.account.name}</LabeledValue>
              <LabeledValue label={translate(`${T}.status`)}>
                <Chip
                  size="small"
                  color={access.active ? 'success' : 'default'}
                  label={translate(access.active ? `${T}.active` : `${T}.inactive`)}
                />
              </LabeledValue>
              {access.username && (
                <LabeledValue label={translate(`${T}.username`)}>{access.username}</LabeledValue>
              )}
              {access.folder && <LabeledValue label={translate(`${T}.folder`)}>{access.folder}</LabeledValue>}
              <LabeledValue label={translate(`${T}.file_name`)}>{access.fileName}</LabeledValue>
              <LabeledValue label={translate(`${T}.server`)}>
                {access.port ? `sftp://${host}:${access.port}` : translate(`${T}.server_off`)}
              </LabeledValue>
              {access.active && access.activatedAt && (
                <LabeledValue label={translate(`${T}.activated_at`)}>
                  {formatDateTime(access.activatedAt, locale)}
                </LabeledValue>
              )}
              {!access.active && access.deactivatedAt && (
                <LabeledValue label={translate(`${T}.deactivated_at`)}>
                  {formatDateTime(access.deactivatedAt, locale)}
                </LabeledValue>
              )}
              <LabeledValue label={translate(`${T}.last_deposit`)}>
                {!deposit && translate(`${T}.no_deposit`)}
                {deposit && !deposit.error && (
                  <>
                    {translate(`${T}.deposit_ok`, {
                      file: deposit.fileName ?? '',
                      date: formatDateTime(deposit.at, locale),
                    })}{' '}
                    <Link to={`/accounts/${access.account.id}/catalog-imports`}>
                      {translate(`${T}.open_import`)}
                    </Link>
                  </>
                )}
                {deposit?.error && (
                  <Box component="span" sx={{ color: 'warning.dark' }}>
                    {translate(`${T}.deposit_refused`, {
                      date: formatDateTime(deposit.at, locale),
                      reason: translate(`${T}.errors.${deposit.error}`, { _: deposit.error }),
                    })}
                  </Box>
                )}
              </LabeledValue>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              {access.active ? (
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
                  {translate(`${T}.deactivate`)}
                </Button>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => run('activate')}>
                  {translate(access.username ? `${T}.reactivate` : `${T}.activate`)}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`${T}.deactivate_title`}
        content={`${T}.deactivate_text`}
        confirm={`${T}.deactivate`}
        onConfirm={() => run('deactivate')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  )
}
