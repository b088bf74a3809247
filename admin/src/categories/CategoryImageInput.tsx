import PhotoIcon from '@mui/icons-material/AddPhotoAlternate'
import { Box, Button, FormHelperText, Typography } from '@mui/material'
import { useState } from 'react'
import { HttpError, useDataProvider, useInput, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * The category image: the chosen file is uploaded at once (the server checks its type by content and its
 * size), its URL goes in `imageUrl`, and a refusal shows under the field.
 */
export const CategoryImageInput = () => {
  const translate = useTranslate()
  const { field, fieldState } = useInput({ source: 'imageUrl' })
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setUploading(true)
    try {
      field.onChange(await dataProvider.uploadCategoryImage(file))
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body?.errors as Record<string, string>) : undefined
      setProblem(errors?.image ?? translate('resources.categories.image.failed'))
    } finally {
      setUploading(false)
    }
  }
  const message = problem ?? (fieldState.error?.message ? translate(fieldState.error.message) : null)

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1 }}>
      <Box
        sx={{
          width: 120,
          height: 90,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'grey.50',
        }}
      >
        {field.value ? (
          <img
            src={field.value}
            alt={translate('resources.categories.image.preview')}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <PhotoIcon color="disabled" />
        )}
      </Box>
      <Box>
        <Button component="label" variant="outlined" disabled={uploading}>
          {translate(
            field.value ? 'resources.categories.image.replace' : 'resources.categories.image.choose'
          )}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label={translate('resources.categories.fields.image')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {field.value && (
          <Button sx={{ ml: 1 }} onClick={() => field.onChange(null)}>
            {translate('resources.categories.image.remove')}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('resources.categories.image.help')}
        </Typography>
        {message && <FormHelperText error>{message}</FormHelperText>}
      </Box>
    </Box>
  )
}
