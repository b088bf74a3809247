import { Alert, AlertTitle, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Package } from './types'

/**
 * The things to tick before closing: the circuit's packing steps, in their order. The client's general
 * instructions are read, not ticked: they are shown above the steps.
 */
export function checklistOf(pack: Pick<Package, 'packingSteps'>) {
  return [...pack.packingSteps].sort((a, b) => a.sequence - b.sequence).map((step) => step.label)
}

interface Props {
  steps: string[]
  instructions: string | null
  ticked: boolean[]
  onTick: (index: number, checked: boolean) => void
}

export const PackingChecklist = ({ steps, instructions, ticked, onTick }: Props) => {
  const translate = useTranslate()
  return (
    <FormGroup aria-label={translate('expedition.steps.title')}>
      {instructions && (
        <Alert severity="info" role="note" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          <AlertTitle>{translate('expedition.steps.instructions')}</AlertTitle>
          {instructions}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('expedition.steps.help')}
      </Typography>
      {steps.map((step, index) => (
        <FormControlLabel
          key={index}
          sx={{ whiteSpace: 'pre-line', alignItems: 'flex-start', py: 0.5 }}
          control={
            <Checkbox
              checked={ticked[index] ?? false}
              onChange={(event) => onTick(index, event.target.checked)}
              sx={{ pt: 0 }}
            />
          }
          label={step}
        />
      ))}
    </FormGroup>
  )
}
