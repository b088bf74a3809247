import { Alert, Box, Stack, Typography } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Title, useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { messageOf } from './types'
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
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [refusal, setRefusal] = useState('')
  const lookup = useMutation({
    mutationFn: (code: string) => dataProvider.lookupCode(code),
    onSuccess: (found) => navigate(productStepPath(found.itemId)),
    onError: (error) => setRefusal(messageOf(error)),
  })
  // Still busy once found, until the wizard opens.
  const busy = lookup.isPending || lookup.isSuccess

  const look = (code: string) => {
    if (!code) return
    setRefusal('')
    if (!isCode(code)) return setRefusal('verification.search.invalid')
    lookup.mutate(code)
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
            onScan={look}
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
