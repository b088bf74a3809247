import { Alert, Box, Checkbox, Chip, Divider, Stack, Typography } from '@mui/material'
import { useRefurbText } from '../useRefurbText'
import type { Diagnosis } from './useDiagnosis'
import { WizardButtons } from './WizardButtons'

/** What was answered, one line per question. */
const Answers = ({ wizard }: { wizard: Diagnosis }) => {
  const { t } = useRefurbText()
  const chosen = new Set(wizard.state.answers)
  if (wizard.form?.warehouseTest) {
    return <Typography color="text.secondary">{t('diagnosis.summary.warehouse_test')}</Typography>
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}
    >
      {wizard.questions.map((question) => (
        <Box key={question.id} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={600}>
            {question.title}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {question.answers
              .filter((answer) => chosen.has(answer.id))
              .map((answer) => answer.name)
              .join(', ')}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/**
 * The summary: the answers, then the workshop's refurb steps with their cost here, those the answers
 * suggest already ticked; the operator adds or removes steps and reads the total planned cost.
 */
export const SummaryStep = ({
  wizard,
  onBack,
  onNext,
}: {
  wizard: Diagnosis
  onBack: () => void
  onNext: () => void
}) => {
  const { t, money } = useRefurbText()
  const steps = wizard.form?.steps ?? []
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('diagnosis.summary.answers')}
      </Typography>
      <Answers wizard={wizard} />
      <Typography variant="h6" component="h2">
        {t('diagnosis.summary.steps')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('diagnosis.summary.steps_help')}
      </Typography>
      <Box role="group" aria-label={t('diagnosis.summary.steps')}>
        {steps.length === 0 && <Typography>{t('diagnosis.summary.no_steps')}</Typography>}
        {steps.map((step) => {
          const checked = wizard.chosenSteps.includes(step.id)
          return (
            <Box
              key={step.id}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                cursor: 'pointer',
              }}
            >
              <Checkbox
                checked={checked}
                onChange={(event) => wizard.toggleStep(step.id, event.target.checked)}
                inputProps={{ 'aria-label': step.name }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography fontWeight={checked ? 600 : 400}>
                  {step.name}
                  {step.suggested && (
                    <Chip size="small" color="info" label={t('diagnosis.summary.suggested')} sx={{ ml: 1 }} />
                  )}
                  {step.dataErasure && (
                    <Chip size="small" variant="outlined" label={t('data_erasure')} sx={{ ml: 1 }} />
                  )}
                  {step.required && (
                    <Chip size="small" variant="outlined" label={t('required_by_category')} sx={{ ml: 1 }} />
                  )}
                </Typography>
                {step.description && (
                  <Typography variant="body2" color="text.secondary">
                    {step.description}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{money(step.cost)}</Typography>
            </Box>
          )
        })}
      </Box>
      {wizard.erasureLacking && (
        <Alert severity="warning" role="alert">
          {t('diagnosis.summary.erasure_lacking', { category: wizard.form?.erasureRequired?.category ?? '' })}
        </Alert>
      )}
      <Divider />
      <Stack direction="row" justifyContent="space-between" role="status" aria-live="polite">
        <Typography fontWeight={600}>
          {t('diagnosis.summary.total', { smart_count: wizard.chosenSteps.length })}
        </Typography>
        <Typography fontWeight={600}>{money(wizard.totalPlannedCost)}</Typography>
      </Stack>
      <WizardButtons onBack={onBack} onNext={onNext} nextDisabled={wizard.erasureLacking} />
    </Stack>
  )
}
