import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import type { DiagnosticQuestion } from '../api/tunnel'
import { StepHeading } from './step-heading'

type QuestionStepProps = {
  question: DiagnosticQuestion
  position: number
  count: number
  chosen: number | undefined
  onChoose: (answerId: number) => void
  onBack: (() => void) | null
  onNext: () => void
  busy: boolean
}

/** One question of the diagnosis: an answer is chosen before Next. */
export function QuestionStep({
  question,
  position,
  count,
  chosen,
  onChoose,
  onBack,
  onNext,
  busy,
}: QuestionStepProps) {
  const { t } = useTranslation()
  const [missing, setMissing] = useState(false)
  return (
    <form
      className="tunnel-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen === undefined) return setMissing(true)
        setMissing(false)
        onNext()
      }}
    >
      <p className="tunnel-step-count">{t('diag.questionCount', { position, count })}</p>
      <fieldset className="choice-group" aria-describedby={missing ? 'answer-missing' : undefined}>
        <legend>
          <StepHeading>{question.title}</StepHeading>
        </legend>
        {question.howToTest && <p className="muted">{question.howToTest}</p>}
        {question.answers.map((answer) => (
          <label key={answer.id} className="choice">
            <input
              type="radio"
              name={`question-${question.id}`}
              checked={chosen === answer.id}
              onChange={() => {
                onChoose(answer.id)
                setMissing(false)
              }}
            />
            <span>
              <strong>{answer.name}</strong>
              {answer.description && <span className="muted choice-help">{answer.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="answer-missing" className="field-error" role="alert">
          {t('diag.answerRequired')}
        </p>
      )}
      <div className="tunnel-actions">
        {onBack && (
          <button type="button" className="button button-neutral" onClick={onBack}>
            {t('diag.back')}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('common.loading') : t('diag.next')}
        </button>
      </div>
    </form>
  )
}
