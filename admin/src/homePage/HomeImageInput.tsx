import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { useController } from 'react-hook-form'
import { HttpError, useDataProvider, useSourceContext, useTranslate, type Validator } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

const MAX_BYTES = 250 * 1024

/**
 * A banner or search background image: JPG or PNG of at most 250 kB, sent as soon as it is chosen
 * (POST /api/settings/home/images); the field keeps the URL the server answered.
 */
export const HomeImageInput = ({ source, required = false }: { source: string; required?: boolean }) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const sourceContext = useSourceContext()
  const name = sourceContext.getSource(source)
  const validate: Validator = (value) => (required && !value ? 'home_page.image_required' : undefined)
  const { field, fieldState } = useController({
    name,
    rules: { validate: (value) => (validate(value, {}, {}) as string | undefined) ?? true },
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const send = async (file: File) => {
    if (!/\.(png|jpe?g)$/i.test(file.name)) return setError(translate('home_page.image_type'))
    if (file.size > MAX_BYTES) return setError(translate('home_page.image_size'))
    setBusy(true)
    setError('')
    try {
      const json = await dataProvider.uploadHomeImage(file)
      field.onChange(json.url)
    } catch (failure) {
      const message = failure instanceof HttpError ? failure.body?.errors?.image : null
      setError(message ?? translate('home_page.image_failed'))
    } finally {
      setBusy(false)
    }
  }

  const problem = error || (fieldState.error?.message ? translate(fieldState.error.message) : '')
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Box
          sx={{
            width: 160,
            height: 60,
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.default',
          }}
        >
          {field.value ? (
            <img src={field.value} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('home_page.no_image')}
            </Typography>
          )}
        </Box>
        <Button
          component="label"
          size="small"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy}
        >
          {translate(field.value ? 'home_page.replace_image' : 'home_page.choose_image')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label={translate('home_page.image')}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void send(file)
            }}
          />
        </Button>
      </Stack>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  )
}
