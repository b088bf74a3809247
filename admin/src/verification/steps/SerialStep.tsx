import { Stack, Typography } from '@mui/material'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { QuarantineButton } from './QuarantineButton'
import { SerialFields } from './SerialFields'
import { StepButtons } from './StepButtons'
import { useImeiGate } from './useImeiGate'

/** Serial number: what is engraved on the item, checked before the diagnostic; quarantine from here. */
export const SerialStep = ({
  wizard,
  onBack,
  onNext,
}: {
  wizard: Verification
  onBack: () => void
  onNext: () => void
}) => {
  const { t } = useVerificationText()
  const gate = useImeiGate(wizard)
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('serial.help')}
      </Typography>
      <SerialFields
        wizard={wizard}
        imeiError={gate.error}
        serialError={gate.serialError}
        onImeiChange={gate.clear}
      />
      <StepButtons onBack={onBack} onNext={() => gate.proceed(onNext)}>
        <QuarantineButton wizard={wizard} />
      </StepButtons>
      {gate.dialog}
    </Stack>
  )
}
