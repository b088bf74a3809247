import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider } from 'react-admin'
import { ScanField } from '../../checkin/ScanField'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf, refusalCode, type WebFile } from '../types'
import { isCode } from '../codes'
import { useVerificationText } from '../useVerificationText'

/**
 * The web file check's search: a buy-back number or an item code of a buy-back made on the web (or
 * pre-declared). One older than 15 days is opened only after the warning that prices may be corrected.
 */
export const WebFileSearch = ({ onFound }: { onFound: (file: WebFile) => void }) => {
  const { t, translate, message } = useVerificationText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [refusal, setRefusal] = useState('')
  const [stale, setStale] = useState<WebFile | null>(null)
  const find = useMutation({
    mutationFn: (code: string) => dataProvider.findWebFile(code),
    onSuccess: (file) => (file.priceMayBeCorrected ? setStale(file) : onFound(file)),
    onError: (error) => {
      // The server's translated message; the catalogue's own text when it sent none.
      const known = refusalCode(error)
      const text = messageOf(error, '')
      setRefusal(text || (known ? `verification.refusals.${known}` : 'verification.errors.generic'))
    },
  })
  const busy = find.isPending

  const look = (code: string) => {
    if (!code) return
    setRefusal('')
    if (!isCode(code)) return setRefusal('verification.search.invalid')
    find.mutate(code)
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('webfile.help')}
      </Typography>
      <ScanField
        label="verification.webfile.label"
        help="verification.search.help"
        disabled={busy}
        onScan={look}
      />
      {refusal && (
        <Alert severity="error" role="alert">
          {message(refusal)}
        </Alert>
      )}
      <Dialog open={Boolean(stale)} onClose={() => setStale(null)} aria-labelledby="webfile-stale-title">
        <DialogTitle id="webfile-stale-title">{t('webfile.stale_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('stale')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStale(null)}>{translate('ra.action.cancel')}</Button>
          <Box>
            <Button variant="contained" onClick={() => stale && onFound(stale)}>
              {t('webfile.continue')}
            </Button>
          </Box>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
