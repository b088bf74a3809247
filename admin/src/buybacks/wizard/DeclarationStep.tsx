import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

/** Declaration step: one answer per diagnostic question (and the IMEI when collected), then the price. */
export const DeclarationStep = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate, money } = useWizardText()
  const { product, questions, answers, estimate, payment } = wizard
  if (!product) return null
  return (
    <Stack spacing={3}>
      <Typography variant="h6">{product.label}</Typography>
      {questions.map((question, index) => (
        <FormControl key={question.id}>
          <FormLabel id={`question-${question.id}`}>
            {t('question', { n: index + 1, total: questions.length })} — {question.title}
          </FormLabel>
          {question.howToTest && (
            <Typography variant="caption" color="text.secondary">
              {question.howToTest}
            </Typography>
          )}
          <RadioGroup
            aria-labelledby={`question-${question.id}`}
            value={answers[question.id] ? String(answers[question.id]) : ''}
            onChange={(event) => wizard.answer(question.id, Number(event.target.value))}
          >
            {question.answers.map((one) => (
              <FormControlLabel key={one.id} value={String(one.id)} control={<Radio />} label={one.name} />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
      {product.isCollectingImei && (
        <TextField
          label="IMEI"
          value={wizard.imei}
          onChange={(event) => wizard.setImei(event.target.value)}
          error={Boolean(wizard.fieldErrors.imei)}
          helperText={wizard.fieldErrors.imei}
          inputProps={{ inputMode: 'numeric', maxLength: 17 }}
        />
      )}
      {estimate && payment && (
        <Box role="status">
          <Typography variant="h6">
            {t('estimated', {
              grade: translate(`resources.diagnostic.grades.${estimate.grade}`),
              price: money(estimate.estimate),
            })}
          </Typography>
          {estimate.impacts.map((impact) => (
            <Typography key={impact.label} variant="body2" color="text.secondary">
              {impact.label}: {money(impact.value)}
            </Typography>
          ))}
          <Typography>
            {t('line_total', { mode: payment.label, total: money(payment.total) })}
            {payment.bonus ? ` (${t('bonus', { amount: money(payment.bonus) })})` : ''}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => wizard.setStep(1)}>{translate('ra.action.back')}</Button>
        {estimate && payment ? (
          <Button variant="contained" onClick={wizard.addLine}>
            {t('add')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={wizard.busy || questions.some((question) => !answers[question.id])}
            onClick={() => void wizard.estimateNow()}
          >
            {t('estimate')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
