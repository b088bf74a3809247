import { useEffect, useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { ApiError } from '@/lib/api-client'
import { useTranslation, type TFunction } from '@/lib/i18n'
import { formatMoney } from '@domain/money_format'
import { getIbanRequest, type IbanRequest } from '../api/get-iban-request'
import { submitIban, type BankDetails } from '../api/submit-iban'
import { IbanTexts } from '../i18n/iban-texts'
import { normaliseIban } from '@domain/bank_and_phone'
import { printIban } from '@/lib/iban'
import '@/styles/tunnel.css'
import './iban-page.css'

/** A SEPA creditor name holds at most 70 characters. */
const HOLDER_MAX = 70

type Errors = Partial<Record<keyof BankDetails, string>>

function check(details: BankDetails, t: TFunction): Errors {
  const errors: Errors = {}
  if (!details.iban.trim()) errors.iban = t('iban.errors.required')
  else if (!normaliseIban(details.iban)) errors.iban = t('iban.errors.iban')
  const holder = details.holder.trim()
  if (!holder) errors.holder = t('iban.errors.required')
  else if (holder.length < 2 || holder.length > HOLDER_MAX)
    errors.holder = t('iban.errors.length', { min: 2, max: HOLDER_MAX })
  return errors
}

/** A link that cannot be used (unknown, expired or failing): the server's message, and a way home. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <div className="container page tunnel">
      <PageHeading>{t('iban.title')}</PageHeading>
      <p className="alert" role="alert">
        {message}
      </p>
      <Link to="/">{t('common.backHome')}</Link>
    </div>
  )
}

function IbanForm({
  token,
  onSent,
  onAlready,
}: {
  token: string
  onSent: () => void
  onAlready: () => void
}) {
  const { t } = useTranslation()
  const [details, setDetails] = useState<BankDetails>({ iban: '', holder: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = check(details, t)
    setErrors(found)
    setProblem(null)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`iban-${first}`)?.focus()
      return
    }
    setSending(true)
    try {
      await submitIban(token, {
        iban: normaliseIban(details.iban) ?? details.iban,
        holder: details.holder.trim(),
      })
      onSent()
    } catch (error) {
      const fields =
        error instanceof ApiError ? (error.body as { errors?: Errors } | null)?.errors : undefined
      if (error instanceof ApiError && error.code === 'payment_iban_already_given') onAlready()
      else if (fields) {
        setErrors(fields)
        document.getElementById(`iban-${Object.keys(fields)[0]}`)?.focus()
      } else setProblem(error instanceof ApiError ? error.message : t('iban.errors.failed'))
    } finally {
      setSending(false)
    }
  }

  const field = (name: keyof BankDetails, autoComplete: string, help: string) => (
    <div className="form-field">
      <label htmlFor={`iban-${name}`} className="field-label">
        {t(`iban.fields.${name}`)} *
      </label>
      <p id={`iban-${name}-help`} className="muted field-help">
        {help}
      </p>
      <input
        id={`iban-${name}`}
        className="field"
        type="text"
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize={name === 'iban' ? 'characters' : 'words'}
        value={details[name]}
        onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`iban-${name}-help${errors[name] ? ` iban-${name}-error` : ''}`}
        required
      />
      {errors[name] && (
        <p id={`iban-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form className="tunnel-step iban-form" onSubmit={(event) => void submit(event)} noValidate>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {field('iban', 'off', t('iban.help.iban'))}
      {details.iban.trim() && !errors.iban ? (
        <p className="muted iban-read-back" aria-live="polite">
          {t('iban.readBack', { iban: printIban(details.iban) })}
        </p>
      ) : null}
      {field('holder', 'name', t('iban.help.holder'))}
      <p className="muted">{t('iban.privacy')}</p>
      <div className="tunnel-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('iban.sending') : t('iban.submit')}
        </button>
      </div>
    </form>
  )
}

/**
 * `/payment/iban/:token`: the customer paid by bank transfer gives the IBAN the transfer goes to, from the
 * signed link of an e-mail (no account). A second visit says it was already received.
 */
function IbanPage() {
  const { t, i18n } = useTranslation()
  const { token = '' } = useParams()
  const [request, setRequest] = useState<IbanRequest | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    getIbanRequest(token).then(setRequest, (error: unknown) =>
      setProblem(error instanceof ApiError ? error.message : t('iban.errors.failed'))
    )
  }, [token, t])

  if (problem) return <LinkProblem message={problem} />
  if (!request) return <PageLoading />
  const amount = formatMoney(request.amount, i18n.language, request.currency)
  const done = sent || request.alreadyGiven
  return (
    <div className="container page tunnel">
      <PageHeading>{done ? t(sent ? 'iban.sent.title' : 'iban.already.title') : t('iban.title')}</PageHeading>
      {done ? (
        <>
          <p className="notice" role="status">
            {t(sent ? 'iban.sent.text' : 'iban.already.text', { amount, number: request.buybackNumber })}
          </p>
          <Link to="/">{t('common.backHome')}</Link>
        </>
      ) : (
        <>
          <p>{t('iban.intro', { firstname: request.firstname, amount, number: request.buybackNumber })}</p>
          <p className="muted">{t('iban.required')}</p>
          <IbanForm
            token={token}
            onSent={() => setSent(true)}
            onAlready={() => setRequest({ ...request, alreadyGiven: true })}
          />
        </>
      )}
    </div>
  )
}

export default function IbanRoute() {
  return (
    <IbanTexts>
      <IbanPage />
    </IbanTexts>
  )
}
