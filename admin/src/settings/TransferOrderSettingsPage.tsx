import { Alert, Box, Chip, MenuItem, TextField } from '@mui/material'
import { useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { LanguageTabs, type TextLanguage } from './LanguageTabs'

/** Part 1 §3 "Transfer order variables": the only `{{…}}` the server accepts. */
const knownVariables = (variables: string[]) => (value?: string | null) => {
  const unknown = [...(value ?? '').matchAll(/\{\{([^}]*)\}\}/g)]
    .map((match) => match[1].trim())
    .filter((name) => !variables.includes(name))
  return unknown.length
    ? {
        message: 'settings.transfer_order.unknown_variables',
        args: { variables: unknown.map((name) => `{{${name}}}`).join(', ') },
      }
    : undefined
}

const TermsInput = ({ language }: { language: TextLanguage }) => {
  const translate = useTranslate()
  const record = useRecordContext()
  const variables: string[] = record?.variables ?? []
  const { getValues, setValue } = useFormContext()
  const field = useRef<HTMLTextAreaElement | null>(null)
  const source = `transferOrderTerms.${language}`

  /** Inserts `{{name}}` where the cursor is, as the only way to write a variable. */
  const insert = (name: string) => {
    const current: string = getValues(source) ?? ''
    const start = field.current?.selectionStart ?? current.length
    const end = field.current?.selectionEnd ?? start
    const text = `{{${name}}}`
    setValue(source, current.slice(0, start) + text + current.slice(end), { shouldDirty: true })
    requestAnimationFrame(() => {
      field.current?.focus()
      field.current?.setSelectionRange(start + text.length, start + text.length)
    })
  }

  const validate = [
    ...(language === 'fr' ? [required()] : []),
    minLength(2),
    maxLength(5000),
    knownVariables(variables),
  ]
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('settings.transfer_order.insert_variable')}
        value=""
        onChange={(event) => insert(event.target.value)}
        sx={{ minWidth: 280, mb: 1 }}
      >
        {variables.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(`settings.transfer_order.variables.${name}`)}{' '}
            <Chip size="small" label={`{{${name}}}`} sx={{ ml: 1 }} />
          </MenuItem>
        ))}
      </TextField>
      <TextInput
        key={source}
        source={source}
        label="resources.settings.fields.transferOrderTerms"
        multiline
        minRows={8}
        fullWidth
        validate={validate}
        inputRef={field}
        helperText="settings.transfer_order.help"
      />
    </>
  )
}

const Terms = () => {
  const translate = useTranslate()
  const record = useRecordContext()
  const [language, setLanguage] = useState<TextLanguage>('fr')
  return (
    <Box sx={{ width: '100%', maxWidth: 860 }}>
      {record && !record.premium && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('settings.transfer_order.premium_needed')}
        </Alert>
      )}
      <LanguageTabs value={language} onChange={setLanguage} />
      <TermsInput key={language} language={language} />
    </Box>
  )
}

const TermsToolbar = () => {
  const record = useRecordContext()
  return (
    <Toolbar>
      <SaveButton disabled={!record?.premium} />
    </Toolbar>
  )
}

/** `/settings/transfer-order` (premium custom_transfer_order): the general terms of the transfer order. */
export const TransferOrderSettingsPage = () => (
  <Edit
    resource="settings"
    id="transfer-order"
    redirect={false}
    mutationMode="pessimistic"
    title="resources.settings.transfer_order_title"
    actions={false}
  >
    <SimpleForm toolbar={<TermsToolbar />}>
      <Terms />
    </SimpleForm>
  </Edit>
)
