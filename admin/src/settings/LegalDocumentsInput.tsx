import DeleteIcon from '@mui/icons-material/Delete'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Box, Button, CircularProgress, IconButton, Link, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

const KINDS = ['serviceTerms', 'eula', 'privacyPolicy', 'cookiesPolicy', 'accessibilityStatement'] as const
const MAX_BYTES = 250 * 1024

interface SettingsAnswer {
  legalDocuments: Record<string, string>
  version: number | null
}

/**
 * Legal and policy PDFs (part 2 §5: PDF only, one file, 250 kB at most). Each file is sent as soon as it is
 * chosen; the answer refreshes the form's documents and its version, so that the next save is not seen as
 * a concurrent edit.
 */
export const LegalDocumentsInput = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { setValue } = useFormContext()
  const documents: Record<string, string> = useWatch({ name: 'legalDocuments' }) ?? {}
  const [busy, setBusy] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const apply = (answer: SettingsAnswer) => {
    setValue('legalDocuments', answer.legalDocuments)
    setValue('version', answer.version)
  }

  const send = async (kind: string, file: File) => {
    const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
    if (!isPdf || file.size > MAX_BYTES) {
      setErrors({ ...errors, [kind]: translate(isPdf ? 'settings.legal.too_big' : 'settings.legal.not_pdf') })
      return
    }
    setBusy(kind)
    setErrors({ ...errors, [kind]: '' })
    try {
      const json = await dataProvider.changeLegalDocument<SettingsAnswer>(kind, file)
      apply(json)
      notify('settings.legal.sent', { type: 'success' })
    } catch (error) {
      const fieldError = error instanceof HttpError ? error.body?.errors?.file : null
      setErrors({ ...errors, [kind]: fieldError ?? translate('settings.legal.failed') })
    } finally {
      setBusy(null)
    }
  }

  const remove = async (kind: string) => {
    setBusy(kind)
    try {
      const json = await dataProvider.changeLegalDocument<SettingsAnswer>(kind)
      apply(json)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('settings.legal.help')}
      </Typography>
      {KINDS.map((kind) => (
        <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ minWidth: 260 }}>{translate(`settings.legal.kinds.${kind}`)}</Typography>
          {documents[kind] ? (
            <Link href={documents[kind]} target="_blank" rel="noopener" sx={{ display: 'flex', gap: 0.5 }}>
              <PictureAsPdfIcon fontSize="small" />
              {translate('settings.legal.open')}
            </Link>
          ) : (
            <Typography color="text.secondary">{translate('settings.legal.none')}</Typography>
          )}
          <Button
            component="label"
            size="small"
            startIcon={busy === kind ? <CircularProgress size={16} /> : <UploadFileIcon />}
            disabled={busy !== null}
          >
            {translate(documents[kind] ? 'settings.legal.replace' : 'settings.legal.choose')}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              aria-label={translate(`settings.legal.kinds.${kind}`)}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void send(kind, file)
              }}
            />
          </Button>
          {documents[kind] && (
            <IconButton
              size="small"
              aria-label={translate('settings.legal.remove')}
              onClick={() => void remove(kind)}
              disabled={busy !== null}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
          {errors[kind] && (
            <Typography role="alert" color="error" variant="body2" sx={{ width: '100%' }}>
              {errors[kind]}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  )
}
