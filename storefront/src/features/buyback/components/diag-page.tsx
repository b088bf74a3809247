import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { ApiError } from '@/lib/api-client'
import { formatMoney, formatSignedMoney } from '@/lib/money'
import { addLine } from '../cart-store'
import { getBuybackSettings, getPredeclared } from '../api/cart'
import { imeiProblem } from '../imei'
import {
  getDiagnostic,
  postEstimate,
  type DiagnosticQuestion,
  type Estimate,
  type TunnelProduct,
} from '../api/tunnel'
import { BuybackTexts } from '../i18n/buyback-texts'
import { PriceBreakdown } from './price-breakdown'
import '@/styles/tunnel.css'

type Step = { kind: 'question'; index: number } | { kind: 'imei' } | { kind: 'options' } | { kind: 'bonus' }

export type EstimateFailure = { message: string; customText?: string }

/** The step's own heading takes the focus, so keyboard and screen-reader users start at the new step. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [children])
  return (
    <h2 ref={ref} tabIndex={-1} className="tunnel-step-title">
      {children}
    </h2>
  )
}

/**
 * The diag tunnel `/diag/{productId}/{slug}` (part 1 §2): one question at a time ("Question n of N", an
 * answer before Next), the IMEI when the product collects it, then the estimate with its transport and
 * payment options, the trade-in bonus, and the line goes to the cart.
 */
function DiagPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { productId = '', predeclaredBuybackId } = useParams()
  const [product, setProduct] = useState<TunnelProduct | null>(null)
  const [questions, setQuestions] = useState<DiagnosticQuestion[]>([])
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [step, setStep] = useState<Step>({ kind: 'question', index: 0 })
  const [imei, setImei] = useState('')
  const [imeiError, setImeiError] = useState('')
  const [tacWarning, setTacWarning] = useState(false)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const [transportId, setTransportId] = useState('')
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const fail = (failure: unknown) => {
    const body = failure instanceof ApiError ? (failure.body as { customText?: string } | null) : null
    const state: EstimateFailure = {
      message: failure instanceof ApiError ? failure.message : t('diag.failed'),
      customText: body?.customText,
    }
    navigate('/estimate-error', { state })
  }

  // Completing a pre-declared buy-back declared long ago: its prices may be corrected (part 1 §4).
  const [staleDays, setStaleDays] = useState<number | null>(null)
  useEffect(() => {
    const id = Number(predeclaredBuybackId)
    if (!(id > 0)) return
    Promise.all([getPredeclared(id), getBuybackSettings()]).then(
      ([predeclared, settings]) =>
        setStaleDays(predeclared.priceMayBeCorrected ? settings.stalenessDays : null),
      () => setStaleDays(null)
    )
  }, [predeclaredBuybackId])

  useEffect(() => {
    getDiagnostic(productId).then(({ product: found, questions: asked }) => {
      setProduct(found)
      setQuestions(asked)
    }, fail)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, i18n.language])

  const chosenAnswers = () =>
    questions.map((question) => answers[question.id]).filter((id): id is number => id !== undefined)

  const runEstimate = async (withImei: string | null) => {
    setBusy(true)
    try {
      const result = await postEstimate({
        productId,
        answers: chosenAnswers(),
        ...(withImei ? { imei: withImei } : {}),
      })
      setEstimate(result)
      // The cheapest way for the customer first: the option that takes least off the price.
      const preselected = [...result.transportModes].sort(
        (one, other) => other.shippingModifier - one.shippingModifier
      )[0]
      setTransportId(preselected?.id ?? '')
      setPaymentId(preselected?.paymentModes[0]?.id ?? null)
      setStep({ kind: 'options' })
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }

  if (!product) {
    return <PageLoading />
  }

  const afterQuestions = () => {
    if (product.isCollectingImei) setStep({ kind: 'imei' })
    else void runEstimate(null)
  }

  const submitImei = (event: FormEvent) => {
    event.preventDefault()
    const value = imei.trim()
    const problem = imeiProblem(value)
    if (problem) return setImeiError(t(`diag.imei.errors.${problem}`))
    setImeiError('')
    const matches = product.tacCodes.length === 0 || product.tacCodes.includes(value.slice(0, 8))
    if (!matches && !tacWarning) return setTacWarning(true)
    void runEstimate(value)
  }

  const current = step.kind === 'question' ? questions[step.index] : undefined
  const transport = estimate?.transportModes.find((mode) => mode.id === transportId) ?? null
  const payment = transport?.paymentModes.find((mode) => mode.id === paymentId) ?? null
  const money = (cents: number) => formatMoney(cents, i18n.language, estimate?.currency)

  const addToCart = async (bonusAccepted: boolean) => {
    if (!estimate || !transport || !payment) return
    const priced = (!bonusAccepted && payment.withoutPaymentBonus) || payment
    const settings = await getBuybackSettings().catch(() => null)
    const added = addLine(
      {
        productId,
        productLabel: estimate.product.label,
        productImage: estimate.product.image,
        answers: chosenAnswers(),
        imei: estimate.imei?.value,
        grade: estimate.grade,
        estimate: estimate.estimate,
        transportModeId: transport.id,
        transportName: transport.shippingDescription
          ? `${t(`transport.${transport.deposit}`)} — ${transport.shippingDescription}`
          : t(`transport.${transport.deposit}`),
        paymentModeId: payment.id,
        paymentLabel: payment.label,
        needsIban: payment.needsIban,
        bonusAccepted,
        // The server priced both answers of the bonus step: nothing is computed here.
        total: priced.total,
        breakdown: priced.breakdown,
        currency: estimate.currency,
        ...(Number(predeclaredBuybackId) > 0 ? { predeclaredBuybackId: Number(predeclaredBuybackId) } : {}),
      },
      settings?.cartMaxItems ?? 1
    )
    if (!added) return setError(t('cart.full'))
    navigate('/cart/customer-infos')
  }

  return (
    <div className="container page tunnel">
      <PageHeading>{product.label}</PageHeading>
      <p className="muted">{t('diag.intro')}</p>
      {staleDays !== null && (
        <p className="alert" role="note">
          {t('diag.predeclaredStale', { days: staleDays })}
        </p>
      )}

      {step.kind === 'question' && current && (
        <QuestionStep
          question={current}
          position={step.index + 1}
          count={questions.length}
          chosen={answers[current.id]}
          onChoose={(answerId) => setAnswers({ ...answers, [current.id]: answerId })}
          onBack={step.index > 0 ? () => setStep({ kind: 'question', index: step.index - 1 }) : null}
          onNext={() =>
            step.index + 1 < questions.length
              ? setStep({ kind: 'question', index: step.index + 1 })
              : afterQuestions()
          }
          busy={busy}
        />
      )}

      {step.kind === 'imei' && (
        <form className="tunnel-step" onSubmit={submitImei} noValidate>
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
              setImei(event.target.value)
              setTacWarning(false)
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
              onClick={() =>
                tacWarning ? setTacWarning(false) : setStep({ kind: 'question', index: questions.length - 1 })
              }
            >
              {t('diag.back')}
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              {tacWarning ? t('diag.imei.continueAnyway') : t('diag.next')}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'options' && estimate && (
        <form
          className="tunnel-step"
          onSubmit={(event) => {
            event.preventDefault()
            if (payment?.withoutPaymentBonus) setStep({ kind: 'bonus' })
            else void addToCart(false)
          }}
        >
          <StepHeading>{t('diag.estimate.title')}</StepHeading>
          <p className="estimate-amount">{money(estimate.estimate)}</p>
          <p className="muted">{t('diag.estimate.grade', { grade: t(`grades.${estimate.grade}`) })}</p>
          {estimate.impacts.length > 0 && (
            <ul className="impact-list">
              {estimate.impacts.map((impact) => (
                <li key={impact.label}>
                  {impact.label} : {formatSignedMoney(impact.value, i18n.language, estimate.currency)}
                </li>
              ))}
            </ul>
          )}
          <fieldset className="choice-group">
            <legend>{t('diag.options.transport')}</legend>
            {estimate.transportModes.map((mode) => (
              <label key={mode.id} className="choice">
                <input
                  type="radio"
                  name="transport"
                  value={mode.id}
                  checked={mode.id === transportId}
                  onChange={() => {
                    setTransportId(mode.id)
                    setPaymentId(mode.paymentModes[0]?.id ?? null)
                  }}
                />
                <span>
                  {/* The circuit's own name is the client's internal one: the customer reads the way it travels. */}
                  <strong>{t(`transport.${mode.deposit}`)}</strong>
                  {mode.shippingDescription && <span className="muted"> — {mode.shippingDescription}</span>}
                  {mode.shippingModifier !== 0 && (
                    <span className="modifier">
                      {' '}
                      {formatSignedMoney(mode.shippingModifier, i18n.language, estimate.currency)}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          {transport && (
            <fieldset className="choice-group">
              <legend>{t('diag.options.payment')}</legend>
              {transport.paymentModes.map((mode) => (
                <label key={mode.id} className="choice">
                  <input
                    type="radio"
                    name="payment"
                    value={mode.id}
                    checked={mode.id === paymentId}
                    onChange={() => setPaymentId(mode.id)}
                  />
                  <span>
                    <strong>{mode.label}</strong> — {money(mode.total)}
                    <span className="muted choice-help">{mode.description}</span>
                    {mode.paymentModifier !== 0 && (
                      <span className="modifier">
                        {t('diag.options.modifier', {
                          amount: formatSignedMoney(mode.paymentModifier, i18n.language, estimate.currency),
                        })}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {payment && (
            <PriceBreakdown parts={payment.breakdown} total={payment.total} currency={estimate.currency} />
          )}
          {error && (
            <p className="alert" role="alert">
              {error} <Link to="/cart/summary">{t('cart.open')}</Link>
            </p>
          )}
          <div className="tunnel-actions">
            <button
              type="button"
              className="button button-neutral"
              onClick={() =>
                setStep(
                  product.isCollectingImei
                    ? { kind: 'imei' }
                    : { kind: 'question', index: questions.length - 1 }
                )
              }
            >
              {t('diag.back')}
            </button>
            <button type="submit" className="button button-primary" disabled={!payment}>
              {t('diag.options.add', { amount: payment ? money(payment.total) : '' })}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'bonus' && payment?.withoutPaymentBonus && estimate && (
        <div className="tunnel-step">
          <StepHeading>{t('diag.bonus.title')}</StepHeading>
          <p>
            {t('diag.bonus.text', {
              bonus: money(payment.paymentBonus),
              payment: payment.label,
              total: money(payment.total),
              without: money(payment.withoutPaymentBonus.total),
            })}
          </p>
          <PriceBreakdown parts={payment.breakdown} total={payment.total} currency={estimate.currency} />
          <div className="tunnel-actions">
            <button type="button" className="button button-neutral" onClick={() => void addToCart(false)}>
              {t('diag.bonus.skip', { total: money(payment.withoutPaymentBonus.total) })}
            </button>
            <button type="button" className="button button-primary" onClick={() => void addToCart(true)}>
              {t('diag.bonus.confirm', { total: money(payment.total) })}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

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

function QuestionStep({
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

export default function DiagPageRoute() {
  // Without a product the tunnel starts from the search.
  if (!useParams().productId) return <Navigate to="/search" replace />
  return (
    <BuybackTexts>
      <DiagPage />
    </BuybackTexts>
  )
}
