import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

const maskIban = (iban: string) => {
  const compact = iban.replace(/\s/g, '').toUpperCase()
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`
}

/** Summary step: the store cart's lines and total, the customer, and the seller's confirmation. */
export const SummaryStep = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate, money } = useWizardText()
  const { lines, customer, fieldErrors } = wizard
  return (
    <Stack spacing={2}>
      {lines.map((line, index) => (
        <Stack key={index} direction="row" justifyContent="space-between" alignItems="center">
          <Typography>
            {line.label} · {translate(`resources.diagnostic.grades.${line.grade}`)}
            {line.transportName && ` · ${line.transportName}`}
            {line.paymentLabel && ` · ${line.paymentLabel}`}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography>{money(line.total)}</Typography>
            <Button
              size="small"
              color="error"
              onClick={() => wizard.setLines(lines.filter((_, at) => at !== index))}
            >
              {translate('ra.action.remove')}
            </Button>
          </Stack>
        </Stack>
      ))}
      <Typography variant="h6">{t('total', { total: money(wizard.total) })}</Typography>
      <Typography variant="body2">
        {[customer.firstname, customer.lastname].join(' ')} · {customer.email} · {customer.phone}
      </Typography>
      {wizard.iban && lines.some((line) => line.needsIban) && (
        // Masked: the seller checks the last digits with the customer, the screen never shows the whole IBAN.
        <Typography variant="body2">{t('iban_masked', { iban: maskIban(wizard.iban) })}</Typography>
      )}
      {Object.keys(fieldErrors).length > 0 && (
        <Alert severity="error" role="alert">
          {Object.values(fieldErrors).join(' ')}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={wizard.confirmed}
            onChange={(event) => wizard.setConfirmed(event.target.checked)}
          />
        }
        label={t('confirmation')}
      />
      <Stack direction="row" spacing={1}>
        <Button onClick={() => wizard.setStep(3)}>{translate('ra.action.back')}</Button>
        <Button
          variant="contained"
          disabled={wizard.busy || !wizard.confirmed || lines.length === 0}
          onClick={() => void wizard.checkout()}
        >
          {t('create')}
        </Button>
      </Stack>
    </Stack>
  )
}
