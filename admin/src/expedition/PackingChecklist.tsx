import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Package } from './api'

/** The things to tick before closing: the circuit's packing steps, then the general instructions. */
export function checklistOf(pack: Pick<Package, 'packingSteps' | 'packingInstructions'>) {
  const steps = [...pack.packingSteps].sort((a, b) => a.sequence - b.sequence).map((step) => step.label)
  return pack.packingInstructions ? [...steps, pack.packingInstructions] : steps
}

interface Props {
  steps: string[]
  ticked: boolean[]
  onTick: (index: number, checked: boolean) => void
}

export const PackingChecklist = ({ steps, ticked, onTick }: Props) => {
  const translate = useTranslate()
  return (
    <FormGroup aria-label={translate('expedition.steps.title')}>
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
