import AddAPhotoIcon from '@mui/icons-material/AddAPhoto'
import DeleteIcon from '@mui/icons-material/Delete'
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material'
import { useRef, useState, type ChangeEvent } from 'react'
import { useDataProvider } from 'react-admin'
import { AuthImage } from '../../lib/AuthImage'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf } from '../types'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'

const TYPES: Record<string, string> = { JPG: 'image/jpeg', PNG: 'image/png' }

/**
 * The evidence photos of the item (JPG or PNG, 250 kB each by default): sent at once so that a reload
 * keeps them, shown as thumbnails that can be deleted until the verification is sent.
 */
export const PhotoUpload = ({ wizard }: { wizard: Verification }) => {
  const { t, message } = useVerificationText()
  const input = useRef<HTMLInputElement>(null)
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { form, state } = wizard
  if (!form || !state) return null
  const rules = form.photoRules
  const accepted = rules.types.map((type) => TYPES[type.toUpperCase()]).filter(Boolean)

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError('')
    if (accepted.length && !accepted.includes(file.type))
      return setError(t('photos.type', { types: rules.types.join(', ') }))
    if (file.size > rules.maxKb * 1024) return setError(t('photos.size', { max: rules.maxKb }))
    setBusy(true)
    try {
      const photo = await dataProvider.uploadPhoto(wizard.itemId, file)
      wizard.update({ photos: [...state.photos, photo] })
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (id: number) => {
    setError('')
    try {
      await dataProvider.deletePhoto(wizard.itemId, id)
      wizard.update({ photos: state.photos.filter((photo) => photo.id !== id) })
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="verification-photos-title">
      <Typography id="verification-photos-title" variant="subtitle1" component="h2">
        {t('photos.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('photos.help', { types: rules.types.join(', '), max: rules.maxKb, count: rules.maxCount })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="list">
        {state.photos.map((photo, index) => (
          <Box key={photo.id} role="listitem" sx={{ position: 'relative' }}>
            <AuthImage
              src={photo.url}
              alt={t('photos.alt', { n: index + 1 })}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
            />
            <IconButton
              size="small"
              aria-label={t('photos.delete', { n: index + 1 })}
              onClick={() => void remove(photo.id)}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddAPhotoIcon />}
          disabled={busy || state.photos.length >= rules.maxCount}
          onClick={() => input.current?.click()}
        >
          {t('photos.add')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={accepted.join(',') || 'image/*'}
          aria-label={t('photos.file')}
          onChange={(event) => void add(event)}
        />
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {message(error)}
        </Alert>
      )}
    </Stack>
  )
}
