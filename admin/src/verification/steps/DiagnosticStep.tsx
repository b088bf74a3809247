import { Divider, LinearProgress, Stack, Typography } from '@mui/material'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { AnswerCards } from './AnswerCards'
import { PhotoUpload } from './PhotoUpload'
import { StepButtons } from './StepButtons'

/** Diagnostic: the category's questions answered from the tests on the item, and the evidence photos. */
export const DiagnosticStep = ({
  wizard,
  onBack,
  onNext,
}: {
  wizard: Verification
  onBack: () => void
  onNext: () => void
}) => {
  const { t } = useVerificationText()
  const { state, questions, product } = wizard
  if (!state) return null
  if (!product) return <LinearProgress aria-label={t('loading')} />
  const reasonLabel = (code: string) =>
    wizard.form?.quarantineReasons.find((reason) => reason.code === code)?.label ?? code
  return (
    <Stack spacing={3}>
      {questions.length === 0 && (
        <Typography color="text.secondary">{t('diagnostic.no_questions')}</Typography>
      )}
      {questions.map((question, index) => (
        <AnswerCards
          key={question.id}
          question={question}
          index={index}
          total={questions.length}
          value={state.answers[question.id]}
          onChange={(answerId) => wizard.update({ answers: { ...state.answers, [question.id]: answerId } })}
          reasonLabel={reasonLabel}
        />
      ))}
      <Divider />
      <PhotoUpload wizard={wizard} />
      {!wizard.allAnswered && questions.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('diagnostic.answer_all')}
        </Typography>
      )}
      <StepButtons onBack={onBack} onNext={onNext} nextDisabled={!wizard.allAnswered} />
    </Stack>
  )
}
