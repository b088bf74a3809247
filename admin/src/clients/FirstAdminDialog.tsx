import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  Button,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { LOCALES } from '../providers/i18n'
import { PasswordModeInputs } from '../users/PasswordModeInputs'
import { emailValidators, nameValidators } from '../users/userForm'

const LANGUAGES = LOCALES.map(({ locale, name }) => ({ id: locale, name }))

/**
 * The client page's "create an administrator of the client" (`POST /api/clients/:id/admins`): a user of
 * the client's own account with its modules, never of the platform; its password by invitation or typed.
 */
export const FirstAdminButton = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const client = useRecordContext()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [open, setOpen] = useState(false)
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (body: RaRecord) => dataProvider.createClientAdmin(client!.id, body),
  })
  if (!client) return null

  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values as RaRecord)
    } catch (caught) {
      // Field errors go back to the form's fields; anything else was shown by the error modal.
      const errors = (caught as { body?: { errors?: Record<string, string> } }).body?.errors
      return errors
    }
    setOpen(false)
    const invited = values.passwordMode === 'invitation'
    notify(`resources.clients.first_admin.${invited ? 'created_invited' : 'created'}`, { type: 'info' })
  }

  return (
    <>
      <Button label="resources.clients.first_admin.button" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <Form
          onSubmit={submit}
          defaultValues={{ language: client.language ?? 'fr', passwordMode: 'invitation' }}
        >
          <DialogTitle>
            {translate('resources.clients.first_admin.title', { name: client.commonName })}
          </DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.clients.first_admin.help')}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <TextInput
                source="lastname"
                label="resources.users.fields.lastname"
                validate={nameValidators}
              />
              <TextInput
                source="firstname"
                label="resources.users.fields.firstname"
                validate={nameValidators}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <TextInput
                source="email"
                type="email"
                label="resources.users.fields.email"
                validate={emailValidators}
              />
              <SelectInput
                source="language"
                label="resources.clients.fields.language"
                choices={LANGUAGES}
                translateChoice={false}
              />
            </Stack>
            <PasswordModeInputs />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="ra.action.create" disabled={isPending} alwaysEnable={!isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  )
}
