import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import type { ItemSteps } from '../types'
import { useRefurbText } from '../useRefurbText'
import type { PlanStep } from './usePlanStep'

/**
 * "Add a step" while the item is being refurbished: one of the workshop's steps, at its cost here, planned
 * to do. The steps the category requires come first.
 */
export const AddStep = ({ data, planner }: { data: ItemSteps; planner: PlanStep }) => {
  const { t, money, message } = useRefurbText()
  const choices = [...data.plannable].sort((a, b) => Number(b.required) - Number(a.required))
  const [chosen, setChosen] = useState<number | ''>('')
  if (!choices.length) return null
  const label = (step: (typeof choices)[number]) =>
    `${step.name} (${money(step.cost)})${step.required ? ` · ${t('required_by_category')}` : ''}`
  return (
    <Stack spacing={1} component="section" aria-labelledby="add-step">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          select
          id="add-step"
          label={t('plan.label')}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          SelectProps={{ native: true }}
          sx={{ minWidth: 320 }}
          error={Boolean(planner.refusal?.fields.refurbStepId)}
          helperText={planner.refusal?.fields.refurbStepId}
        >
          <option value="" />
          {choices.map((step) => (
            <option key={step.id} value={step.id}>
              {label(step)}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={chosen === '' || planner.busy !== null}
          onClick={() => chosen !== '' && void planner.plan(chosen)}
          startIcon={planner.busy !== null ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('plan.add')}
        </Button>
      </Stack>
      {planner.refusal && !planner.refusal.fields.refurbStepId && (
        <Alert severity="error" role="alert">
          {message(planner.refusal.message)}
        </Alert>
      )}
    </Stack>
  )
}
