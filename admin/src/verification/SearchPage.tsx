import { Alert, Box, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Title } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import { lookupCode, messageOf } from './api'
import { isCode } from './codes'
import { QueuePanel } from './queue/QueuePanel'
import { productStepPath } from './queue/useOpenNext'
import { useVerificationText } from './useVerificationText'

/**
 * `/verification` (part 1 §2 "Verification"): a buy-back number or an item code typed or scanned (a
 * keyboard-wedge scanner ends it with Enter) opens the item's verification; or a CSV list of codes
 * becomes a queue verified one after the other.
 */
export const SearchPage = () => {
  const { t, message } = useVerificationText()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')

  const look = async (code: string) => {
    if (!code) return
    setRefusal('')
    if (!isCode(code)) return setRefusal('verification.search.invalid')
    setBusy(true)
    try {
      const found = await lookupCode(code)
      navigate(productStepPath(found.itemId))
    } catch (error) {
      setRefusal(messageOf(error))
      setBusy(false)
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={t('title')} />
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Stack spacing={1}>
          <ScanField
            label="verification.search.label"
            help="verification.search.help"
            disabled={busy}
            onScan={(code) => void look(code)}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {message(refusal)}
            </Alert>
          )}
        </Stack>
        <QueuePanel />
      </Stack>
    </Box>
  )
}
