import { Button, Stack } from '@mui/material'
import type { ReactNode } from 'react'
import { useVerificationText } from '../useVerificationText'

/** Back and next at the bottom of a step, with the step's own actions (quarantine) in between. */
export const StepButtons = ({
  onBack,
  onNext,
  next = 'next',
  nextDisabled = false,
  children,
}: {
  onBack?: () => void
  onNext?: () => void
  /** Key under `verification.actions`. */
  next?: string
  nextDisabled?: boolean
  children?: ReactNode
}) => {
  const { t, translate } = useVerificationText()
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 3, flexWrap: 'wrap', rowGap: 1 }}>
      {onBack && <Button onClick={onBack}>{translate('ra.action.back')}</Button>}
      {children}
      {onNext && (
        <Button variant="contained" onClick={onNext} disabled={nextDisabled} sx={{ ml: 'auto !important' }}>
          {t(`actions.${next}`)}
        </Button>
      )}
    </Stack>
  )
}
