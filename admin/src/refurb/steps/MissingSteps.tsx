import { Alert, AlertTitle, Button, CircularProgress, Link as MuiLink, Stack } from '@mui/material'
import { Link } from 'react-router-dom'
import type { ItemSteps } from '../types'
import { stepPath } from '../paths'
import { useRefurbText } from '../useRefurbText'
import type { PlanStep } from './usePlanStep'

/**
 * What "validate all" waits for, named as the server names it (`missing`): each step not completed nor
 * cancelled with a link to it, and the data erasure the category requires with the erasure steps to plan.
 */
export const MissingSteps = ({ data, planner }: { data: ItemSteps; planner: PlanStep }) => {
  const { t, stepStatus } = useRefurbText()
  const { steps, erasure } = data.missing
  if (!steps.length && !erasure) return null
  const erasureUnderWay = steps.some((step) => step.dataErasure)
  return (
    <Alert severity="info" role="status" aria-labelledby="missing-title">
      <AlertTitle id="missing-title">{t('missing.title')}</AlertTitle>
      {steps.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} aria-label={t('missing.steps')}>
          {steps.map((step) => (
            <li key={step.id}>
              <MuiLink component={Link} to={stepPath(step.id)}>
                {step.name}
              </MuiLink>{' '}
              ({stepStatus(step.status)})
            </li>
          ))}
        </Stack>
      )}
      {erasure && (
        <Stack spacing={1} sx={{ mt: steps.length ? 1 : 0 }}>
          <span>{t('missing.erasure', { category: erasure.category })}</span>
          {!erasureUnderWay && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {erasure.plannable.map((step) => (
                <Button
                  key={step.id}
                  size="small"
                  variant="contained"
                  disabled={planner.busy !== null}
                  onClick={() => void planner.plan(step.id)}
                  startIcon={
                    planner.busy === step.id ? <CircularProgress size={16} color="inherit" /> : undefined
                  }
                >
                  {t('missing.plan', { step: step.name })}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Alert>
  )
}
