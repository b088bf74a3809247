import { useState, type FormEvent } from 'react'
import { imeiMatchesTac, imeiProblem } from '@domain/identifiers'
import { useTranslation } from '@/lib/i18n'
import { StepHeading } from './step-heading'

/** The server's IMEI rule (api/app/domain/identifiers.ts) and the message key of each broken part. */
const MESSAGE_KEYS = {
  imeiNotNumeric: 'notNumeric',
  imeiTooShort: 'tooShort',
  imeiTooLong: 'tooLong',
  imei: 'invalid',
} as const

type ImeiStepProps = {
  imei: string
  onImeiChange: (imei: string) => void
  tacCodes: readonly string[]
  /** The TAC warning was shown for this IMEI: a second Next goes on anyway. */
  tacWarning: boolean
  onTacWarning: (shown: boolean) => void
  onBack: () => void
  onConfirm: (imei: string) => void
  busy: boolean
}

/** The IMEI, when the product collects it: the rule first, then a TAC the product does not know asks once. */
export function ImeiStep({
  imei,
  onImeiChange,
  tacCodes,
  tacWarning,
  onTacWarning,
  onBack,
  onConfirm,
  busy,
}: ImeiStepProps) {
  const { t } = useTranslation()
  const [imeiError, setImeiError] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = imei.trim()
    const problem = imeiProblem(value)
    if (problem) return setImeiError(t(`diag.imei.errors.${MESSAGE_KEYS[problem]}`))
    setImeiError('')
    if (!imeiMatchesTac(value, tacCodes) && !tacWarning) return onTacWarning(true)
    onConfirm(value)
  }

  return (
    <form className="tunnel-step" onSubmit={submit} noValidate>
      <StepHeading>{t('diag.imei.title')}</StepHeading>
      <p>{t('diag.imei.help')}</p>
      <label htmlFor="imei" className="field-label">
        {t('diag.imei.label')}
      </label>
      <input
        id="imei"
        className="field"
        inputMode="numeric"
        autoComplete="off"
        value={imei}
        aria-invalid={imeiError ? true : undefined}
        aria-describedby={imeiError ? 'imei-error' : undefined}
        onChange={(event) => {
          onImeiChange(event.target.value)
          onTacWarning(false)
        }}
      />
      {imeiError && (
        <p id="imei-error" className="field-error" role="alert">
          {imeiError}
        </p>
      )}
      {tacWarning && (
        <p className="alert" role="alert">
          {t('diag.imei.tacMismatch')}
        </p>
      )}
      <div className="tunnel-actions">
        <button
          type="button"
          className="button button-neutral"
          onClick={() => (tacWarning ? onTacWarning(false) : onBack())}
        >
          {t('diag.back')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {tacWarning ? t('diag.imei.continueAnyway') : t('diag.next')}
        </button>
      </div>
    </form>
  )
}
