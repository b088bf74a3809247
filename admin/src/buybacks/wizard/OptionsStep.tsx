import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

/**
 * Options step: how the product is handed over and how the customer is paid, chosen before the condition
 * is known, so shown with the rules of their amounts and bonus; the declaration confirms them.
 */
export const OptionsStep = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate, ruleText } = useWizardText()
  const { product, option, options } = wizard
  if (!product || !option) return null
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{product.label}</Typography>
      <TextField
        select
        label={t('transport')}
        value={wizard.transportId}
        onChange={(event) => wizard.chooseTransport(event.target.value)}
      >
        {options.map((mode) => (
          <MenuItem key={mode.id} value={mode.id}>
            {mode.name}
            {ruleText(mode.shippingRule) && ` (${ruleText(mode.shippingRule)})`}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="payment-label">{t('payment')}</FormLabel>
        <RadioGroup
          aria-labelledby="payment-label"
          value={wizard.paymentId ? String(wizard.paymentId) : ''}
          onChange={(event) => wizard.setPaymentId(Number(event.target.value))}
        >
          {option.paymentModes.map((mode) => (
            <FormControlLabel
              key={mode.id}
              value={String(mode.id)}
              control={<Radio />}
              label={[
                mode.label,
                ruleText(mode.paymentRule),
                mode.bonusRule ? t('bonus', { amount: ruleText(mode.bonusRule) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={1}>
        <Button onClick={wizard.anotherProduct}>{translate('ra.action.back')}</Button>
        <Button variant="contained" disabled={!wizard.paymentId} onClick={() => wizard.setStep(2)}>
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  )
}
