import DeleteIcon from '@mui/icons-material/Delete'
import UploadIcon from '@mui/icons-material/Upload'
import { Box, Button, FormHelperText, Paper, Typography } from '@mui/material'
import { useId, useState, type ChangeEvent } from 'react'
import { HttpError, useDataProvider, useInput, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

const MAX_BYTES = 250 * 1024
const TYPES = ['image/png', 'image/jpeg']

/**
 * An image of the product (`image` or `imageHd`): the file is checked, sent to POST /api/products/images
 * (the server checks its content and size again) and the URL it answers becomes the field's value.
 */
export const ProductImageInput = ({ source }: { source: 'image' | 'imageHd' }) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const inputId = useId()
  const { field, fieldState } = useInput({ source })
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const label = translate(`resources.products.fields.${source}`)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!TYPES.includes(file.type)) return setProblem(translate('resources.products.validation.image_type'))
    if (file.size > MAX_BYTES) return setProblem(translate('resources.products.validation.image_size'))
    setProblem(null)
    setUploading(true)
    try {
      const json = await dataProvider.uploadProductImage(file)
      field.onChange(json.url)
    } catch (error) {
      const fieldError = error instanceof HttpError ? error.body?.errors?.file : null
      setProblem(fieldError ?? translate('resources.products.validation.upload_failed'))
    } finally {
      setUploading(false)
    }
  }

  const error = problem ?? (fieldState.error?.message ? translate(fieldState.error.message) : null)
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 120,
          height: 120,
          borderRadius: 2,
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {field.value ? (
          <img
            src={field.value}
            alt={translate('resources.products.image.preview', { name: label })}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.products.image.empty')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="label" htmlFor={inputId} variant="subtitle2">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
            {translate(
              uploading
                ? 'resources.products.image.uploading'
                : field.value
                  ? 'resources.products.image.replace'
                  : 'resources.products.image.choose'
            )}
            <input
              id={inputId}
              hidden
              type="file"
              accept={TYPES.join(',')}
              aria-label={label}
              onChange={upload}
            />
          </Button>
          {field.value && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
              {translate('resources.products.image.remove')}
            </Button>
          )}
        </Box>
        <FormHelperText error={!!error}>{error ?? translate('resources.products.help.image')}</FormHelperText>
      </Box>
    </Paper>
  )
}
