import DeleteIcon from '@mui/icons-material/Delete'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  Edit,
  HttpError,
  regex,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { patchSessionAccount } from '../providers/session'

interface Design {
  mainColor: string
  logo: string | null
  favicon: string | null
  version: number | null
}

const IMAGES = {
  logo: { accept: 'image/png,image/jpeg', maxBytes: 250 * 1024, types: /\.(png|jpe?g)$/i },
  favicon: { accept: 'image/png,image/x-icon,.ico', maxBytes: 20 * 1024, types: /\.(png|ico)$/i },
} as const
type ImageKind = keyof typeof IMAGES

const hexColour = regex(/^#[0-9a-fA-F]{6}$/, 'design.validation.colour')

/** Logo or favicon: sent as soon as chosen; the answer updates the form's version and the session. */
const ImageInput = ({ kind }: { kind: ImageKind }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { setValue } = useFormContext()
  const url: string | null = useWatch({ name: kind })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const { accept, maxBytes, types } = IMAGES[kind]

  const apply = (design: Design) => {
    setValue(kind, design[kind])
    setValue('version', design.version)
    patchSessionAccount({ [kind]: design[kind] })
  }

  /** With a file: sends it; without: removes the image. */
  const call = async (file?: File) => {
    setBusy(true)
    setError('')
    try {
      const json = await dataProvider.changeDesign<Design>(kind, file)
      apply(json)
      if (file) notify('design.sent', { type: 'success' })
    } catch (failure) {
      const message = failure instanceof HttpError ? failure.body?.errors?.file : null
      setError(message ?? translate('design.failed'))
    } finally {
      setBusy(false)
    }
  }

  const choose = (file: File) => {
    if (!types.test(file.name)) return setError(translate(`design.help.${kind}`))
    if (file.size > maxBytes) return setError(translate(`design.too_big.${kind}`))
    void call(file)
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`design.${kind}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`design.help.${kind}`)}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Box
          sx={{
            minWidth: kind === 'logo' ? 250 : 48,
            height: kind === 'logo' ? 50 : 48,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
          }}
        >
          {url ? (
            <img
              src={url}
              alt={translate(`design.${kind}`)}
              style={{ maxHeight: kind === 'logo' ? 50 : 32, maxWidth: 250 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('design.none')}
            </Typography>
          )}
        </Box>
        <Button
          component="label"
          size="small"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy}
        >
          {translate(url ? 'design.replace' : 'design.choose')}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={translate(`design.${kind}`)}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) choose(file)
            }}
          />
        </Button>
        {url && (
          <IconButton aria-label={translate('design.remove')} onClick={() => void call()} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  )
}

/** The colour as text (#rrggbb) and as the browser's colour picker, kept in step. */
const ColourInput = () => {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const colour: string = useWatch({ name: 'mainColor' }) ?? ''
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <TextInput source="mainColor" validate={[required(), hexColour]} helperText="design.help.colour" />
      <input
        type="color"
        aria-label={translate('design.picker')}
        value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : '#000000'}
        onChange={(event) => setValue('mainColor', event.target.value, { shouldDirty: true })}
        style={{ width: 48, height: 40, border: 'none', background: 'none', cursor: 'pointer' }}
      />
    </Stack>
  )
}

/** `/design`: logo, favicon and main colour of the account, for the storefront and the back office. */
export const DesignPage = () => {
  const notify = useNotify()
  return (
    <Edit
      resource="settings"
      id="design"
      redirect={false}
      mutationMode="pessimistic"
      title="design.title"
      actions={false}
      mutationOptions={{
        onSuccess: (design: RaRecord) => {
          patchSessionAccount({ mainColor: design.mainColor })
          notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <ImageInput kind="logo" />
        <ImageInput kind="favicon" />
        <ColourInput />
      </SimpleForm>
    </Edit>
  )
}
