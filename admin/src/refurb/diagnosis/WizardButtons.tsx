import { Button, CircularProgress, Stack } from '@mui/material'
import { useRefurbText } from '../useRefurbText'

/** Back and next at the bottom of a step; `busy` while the step's write runs. */
export const WizardButtons = ({
  onBack,
  onNext,
  next = 'next',
  nextDisabled = false,
  busy = false,
}: {
  onBack?: () => void
  onNext: () => void
  /** Key under `refurb.diagnosis.actions`. */
  next?: string
  nextDisabled?: boolean
  busy?: boolean
}) => {
  const { t, translate } = useRefurbText()
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 3 }}>
      {onBack && (
        <Button onClick={onBack} disabled={busy}>
          {translate('ra.action.back')}
        </Button>
      )}
      <Button
        variant="contained"
        onClick={onNext}
        disabled={nextDisabled || busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ ml: 'auto !important' }}
      >
        {t(`diagnosis.actions.${next}`)}
      </Button>
    </Stack>
  )
}
