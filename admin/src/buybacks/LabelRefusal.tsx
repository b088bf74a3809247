import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useLocale, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useAction } from '../lib/useAction'
import { ActionDialog, useBuyback } from './ActionDialog'

const ADDRESS = ['street', 'zipCode', 'city', 'country'] as const
type Address = Record<(typeof ADDRESS)[number], string>

interface LabelRefusal {
  reason: string
  refusedAt: string | null
}

/**
 * The carrier refused this buy-back's shipping label (a wrong address, weight or service): its message, and
 * for those who may correct the buy-back, the label booked again with the customer's address as corrected
 * (the server keeps the address, books at once and answers the carrier's new refusal if any).
 */
export const LabelRefusalAlert = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState<Address | null>(null)
  const { busy, error, failure, run, reset } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const refusal = record?.labelRefusal as LabelRefusal | null | undefined
  if (!record || !refusal) return null
  const customer = (record.customer ?? {}) as Partial<Record<keyof Address, string | null>>
  const shown: Address = address ?? {
    street: customer.street ?? '',
    zipCode: customer.zipCode ?? '',
    city: customer.city ?? '',
    country: customer.country ?? 'FR',
  }
  const fieldErrors = (failure?.errors ?? {}) as Record<string, string>
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.buybacks.label_refusal.${key}`, options)
  const date = refusal.refusedAt ? new Date(refusal.refusedAt).toLocaleString(locale) : ''
  const submit = async () => {
    const body = { address: Object.fromEntries(ADDRESS.map((field) => [field, shown[field].trim()])) }
    const done = 'resources.buybacks.label_refusal.done'
    if (await run(() => dataProvider.requestShippingLabel(record.id, body), done)) setOpen(false)
  }
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="label-refusal"
      action={
        actions?.bookLabel ? (
          <Button
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            startIcon={<LocalShippingIcon />}
            onClick={() => {
              reset()
              setAddress(null)
              setOpen(true)
            }}
          >
            {text('action')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{text('title')}</AlertTitle>
      {text('explain', { reason: refusal.reason, date })}
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={text('dialog', { number: record.identificationNumber })}
        error={Object.keys(fieldErrors).length ? '' : error}
        busy={busy}
        confirm="resources.buybacks.label_refusal.confirm"
        onConfirm={() => void submit()}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="info">{text('address_help')}</Alert>
          {ADDRESS.map((field) => (
            <TextField
              key={field}
              label={text(`fields.${field}`)}
              value={shown[field]}
              onChange={(event) => setAddress({ ...shown, [field]: event.target.value })}
              error={Boolean(fieldErrors[`address.${field}`])}
              helperText={fieldErrors[`address.${field}`]}
              inputProps={{ maxLength: field === 'country' ? 2 : 255 }}
              fullWidth
            />
          ))}
        </Stack>
      </ActionDialog>
    </Alert>
  )
}
