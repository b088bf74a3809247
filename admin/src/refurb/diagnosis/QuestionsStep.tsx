import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material'
import type { DiagnosisQuestion } from '../types'
import { useRefurbText } from '../useRefurbText'
import type { Diagnosis } from './useDiagnosis'
import { WizardButtons } from './WizardButtons'

const Question = ({ question, wizard }: { question: DiagnosisQuestion; wizard: Diagnosis }) => {
  const { t } = useRefurbText()
  const chosen = new Set(wizard.state.answers)
  const stepName = new Map(wizard.form?.steps.map((step) => [step.id, step.name]))
  const labelId = `refurb-question-${question.id}`
  const label = (answer: DiagnosisQuestion['answers'][number]) => (
    <span>
      {answer.name}
      {answer.stepIds.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary">
          {` — ${t('diagnosis.questions.suggests', {
            steps: answer.stepIds.map((id) => stepName.get(id) ?? id).join(', '),
          })}`}
        </Typography>
      )}
    </span>
  )
  return (
    <FormControl component="fieldset">
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {question.title}
      </FormLabel>
      <Typography variant="body2" color="text.secondary">
        {[question.description, t(`diagnosis.questions.${question.type}`)].filter(Boolean).join(' · ')}
      </Typography>
      {question.type === 'unique' ? (
        <RadioGroup
          aria-labelledby={labelId}
          value={String(question.answers.find((answer) => chosen.has(answer.id))?.id ?? '')}
          onChange={(event) => wizard.answer(question.id, Number(event.target.value), true)}
        >
          {question.answers.map((answer) => (
            <FormControlLabel
              key={answer.id}
              value={String(answer.id)}
              control={<Radio />}
              label={label(answer)}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup role="group" aria-labelledby={labelId}>
          {question.answers.map((answer) => (
            <FormControlLabel
              key={answer.id}
              control={
                <Checkbox
                  checked={chosen.has(answer.id)}
                  onChange={(event) => wizard.answer(question.id, answer.id, event.target.checked)}
                />
              }
              label={label(answer)}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  )
}

/**
 * The product's refurb diagnostic questions, all on one screen (one answer to a unique-choice question,
 * at least one to a multiple-choice one); or, when it has none, the warehouse test: the operator tests the
 * device and chooses its steps on the next screen.
 */
export const QuestionsStep = ({ wizard, onNext }: { wizard: Diagnosis; onNext: () => void }) => {
  const { t } = useRefurbText()
  return (
    <Stack spacing={3}>
      {wizard.form?.warehouseTest ? (
        <Alert severity="info">
          <Typography fontWeight={600}>{t('diagnosis.warehouse_test.title')}</Typography>
          {t('diagnosis.warehouse_test.text')}
        </Alert>
      ) : (
        wizard.questions.map((question) => <Question key={question.id} question={question} wizard={wizard} />)
      )}
      <WizardButtons onNext={onNext} nextDisabled={!wizard.allAnswered} />
    </Stack>
  )
}
