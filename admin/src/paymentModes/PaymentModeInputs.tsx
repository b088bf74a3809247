import { Box, Typography } from '@mui/material'
import {
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useModeKindChoices } from '../lib/useOptions'
import { BONUS_MODES, PAYMENT_TYPES, choicesOf, validators } from './paymentModeForm'
import { ModifierInputs } from './ModifierInputs'

const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}
const full = { width: '100%', maxWidth: 760 }

/** The provider, chosen among those the account may use for the chosen type (a sandbox says so). */
const ProviderInput = () => {
  const record = useRecordContext<{ provider?: string }>()
  const type = useWatch({ name: 'type' }) as string | undefined
  const choices = useModeKindChoices('payment-modes/providers', record?.provider).filter(
    (choice) => !type || !choice.type || choice.type === type || choice.id === record?.provider
  )
  return <SelectInput source="provider" choices={choices} validate={validators.provider} />
}

/** The form shared by create and edit (part 1 §3 "Payment mode"). */
export const PaymentModeForm = () => {
  const translate = useTranslate()
  return (
    <SimpleForm defaultValues={{ bonusMode: 'disabled', status: 'active' }}>
      <Box sx={columns}>
        <TextInput source="label" validate={validators.label} />
        <SelectInput
          source="type"
          choices={choicesOf(PAYMENT_TYPES, 'resources.paymentModes.types')}
          validate={required()}
        />
        <ProviderInput />
        <SelectInput
          source="status"
          choices={choicesOf(['active', 'inactive'], 'resources.paymentModes.status')}
          validate={required()}
        />
      </Box>
      <TextInput source="description" validate={validators.description} sx={full} />
      <TextInput
        source="longDescription"
        validate={validators.longDescription}
        multiline
        minRows={3}
        sx={full}
      />
      <TextInput source="mailContent" validate={validators.mailContent} multiline sx={full} />
      <Box sx={columns}>
        <TextInput source="iban" />
        <TextInput source="manualPaymentInfo" validate={validators.manualPaymentInfo} />
      </Box>
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.paymentModes.sections.modifier')}
      </Typography>
      <ModifierInputs />
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.paymentModes.sections.bonus')}
      </Typography>
      <Box sx={{ ...columns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <SelectInput
          source="bonusMode"
          choices={choicesOf(BONUS_MODES, 'resources.paymentModes.bonus_modes')}
          validate={required()}
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.bonusMode !== 'disabled' && (
              <>
                <NumberInput source="bonusValue" validate={validators.bonusValue} step={1} />
                <NumberInput source="bonusCap" validate={validators.bonusCap} step={1} />
              </>
            )
          }
        </FormDataConsumer>
      </Box>
    </SimpleForm>
  )
}
