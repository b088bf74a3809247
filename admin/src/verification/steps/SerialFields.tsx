import { Stack, TextField } from '@mui/material'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { IMEI_MAX, SERIAL_MAX } from '../imei'

/** The serial number and IMEI read on the item; the IMEI is required when the product collects it. */
export const SerialFields = ({
  wizard,
  imeiError,
  serialError,
  onImeiChange,
}: {
  wizard: Verification
  imeiError: string
  serialError: string
  onImeiChange: () => void
}) => {
  const { t } = useVerificationText()
  const { state, product } = wizard
  if (!state) return null
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        label={t('fields.serial_number')}
        value={state.serialNumber}
        error={Boolean(serialError)}
        helperText={serialError || t('serial.format')}
        onChange={(event) => {
          wizard.update({ serialNumber: event.target.value })
          onImeiChange()
        }}
        slotProps={{ htmlInput: { maxLength: SERIAL_MAX } }}
      />
      <TextField
        label={t('fields.imei')}
        value={state.imei}
        required={product?.isCollectingImei ?? false}
        error={Boolean(imeiError)}
        helperText={imeiError || t('imei.help')}
        onChange={(event) => {
          wizard.update({ imei: event.target.value })
          onImeiChange()
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: IMEI_MAX + 3 } }}
      />
    </Stack>
  )
}
