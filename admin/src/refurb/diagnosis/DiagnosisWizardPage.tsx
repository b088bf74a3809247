import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material'
import { useEffect } from 'react'
import { Title } from 'react-admin'
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom'
import { DIAGNOSIS_START, DIAGNOSIS_STEPS, diagnosisPath, type DiagnosisStep } from '../paths'
import { useRefurbText } from '../useRefurbText'
import { FinalizedStep } from './FinalizedStep'
import { QuestionsStep } from './QuestionsStep'
import { StockStep } from './StockStep'
import { SummaryStep } from './SummaryStep'
import { useDiagnosis } from './useDiagnosis'

const Wizard = ({ itemId, step }: { itemId: string; step: DiagnosisStep }) => {
  const { t, message } = useRefurbText()
  const navigate = useNavigate()
  const finalized = step === 'finalized'
  const wizard = useDiagnosis(itemId, finalized)
  const { form, allAnswered, state } = wizard
  const go = (to: DiagnosisStep) => navigate(diagnosisPath(itemId, to))

  // A later step reloaded with questions left unanswered goes back to them; a sent one to its result.
  const unanswered = !finalized && form !== null && !allAnswered && step !== 'questions'
  useEffect(() => {
    if (unanswered) navigate(diagnosisPath(itemId), { replace: true })
  }, [unanswered, itemId, navigate])
  // Each step starts at the top of the page, not where the previous one was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [step])
  if (finalized && !state.done) return <Navigate to={DIAGNOSIS_START} replace />

  const labels = [
    (form?.warehouseTest ?? state.warehouseTest) ? 'warehouse_test' : 'questions',
    'summary',
    'stock',
  ]
  const item = form?.item ?? state.done?.item
  const buybackNumber = form?.buyback.identificationNumber ?? state.done?.item.buybackIdentificationNumber

  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={t('diagnosis.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('diagnosis.title')}
      </Typography>
      {item && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('numbers', { item: item.identificationNumber, buyback: buybackNumber ?? '-' })}
          {item.name ? ` · ${item.name}` : ''}
        </Typography>
      )}
      <Stepper activeStep={DIAGNOSIS_STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
        {labels.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`diagnosis.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        {wizard.loading && form && <LinearProgress aria-label={t('loading')} />}
        <CardContent>
          {wizard.loadRefusal ? (
            <>
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {message(wizard.loadRefusal.message)}
              </Alert>
              <Button component={Link} to={DIAGNOSIS_START} variant="contained">
                {t('back_to_search')}
              </Button>
            </>
          ) : finalized ? (
            <FinalizedStep itemId={itemId} done={state.done!} />
          ) : !form || unanswered ? (
            <LinearProgress aria-label={t('loading')} />
          ) : step === 'questions' ? (
            <QuestionsStep wizard={wizard} onNext={() => go('summary')} />
          ) : step === 'summary' ? (
            <SummaryStep wizard={wizard} onBack={() => go('questions')} onNext={() => go('stock')} />
          ) : (
            <StockStep wizard={wizard} onBack={() => go('summary')} onDone={() => go('finalized')} />
          )}
        </CardContent>
      </Card>
    </Box>
  )
}

/**
 * `/warehouse/refurb-diagnosis/{id}/{questions,summary,stock,finalized}`: one page for the steps, so
 * that the form loaded once serves them all; another item starts afresh.
 */
export const DiagnosisWizardPage = () => {
  const { id, step = 'questions' } = useParams()
  if (!id || !DIAGNOSIS_STEPS.includes(step as DiagnosisStep))
    return <Navigate to={DIAGNOSIS_START} replace />
  return <Wizard key={id} itemId={id} step={step as DiagnosisStep} />
}
