import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Navigate, useNavigate, useParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { ApiError } from '@/lib/api-client'
import { addLine } from '../cart-store'
import { getBuybackSettings, getPredeclared } from '../api/cart'
import {
  getDiagnostic,
  postEstimate,
  type DiagnosticQuestion,
  type Estimate,
  type TunnelProduct,
} from '../api/tunnel'
import { BuybackTexts } from '../i18n/buyback-texts'
import { QuestionStep } from './diag-question-step'
import { ImeiStep } from './diag-imei-step'
import { OptionsStep } from './diag-options-step'
import { BonusStep } from './diag-bonus-step'
import '@/styles/tunnel.css'

type Step = { kind: 'question'; index: number } | { kind: 'imei' } | { kind: 'options' } | { kind: 'bonus' }

export type EstimateFailure = { message: string; customText?: string }

/**
 * The diag tunnel `/diag/{productId}/{slug}` (part 1 §2): one question at a time ("Question n of N", an
 * answer before Next), the IMEI when the product collects it, then the estimate with its transport and
 * payment options, the trade-in bonus, and the line goes to the cart.
 */
function DiagPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  // The last segment of the path is the pre-declared buy-back's random reference, never its id.
  const { productId = '', predeclaredReference: predeclaredParam = '' } = useParams()
  const predeclaredReference = /^[0-9a-f]{32}$/.test(predeclaredParam) ? predeclaredParam : null
  const [product, setProduct] = useState<TunnelProduct | null>(null)
  const [questions, setQuestions] = useState<DiagnosticQuestion[]>([])
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [step, setStep] = useState<Step>({ kind: 'question', index: 0 })
  const [imei, setImei] = useState('')
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
    if (!predeclaredReference) return
    Promise.all([getPredeclared(predeclaredReference), getBuybackSettings()]).then(
      ([predeclared, settings]) =>
        setStaleDays(predeclared.priceMayBeCorrected ? settings.stalenessDays : null),
      () => setStaleDays(null)
    )
  }, [predeclaredReference])

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

  const current = step.kind === 'question' ? questions[step.index] : undefined
  const transport = estimate?.transportModes.find((mode) => mode.id === transportId) ?? null
  const payment = transport?.paymentModes.find((mode) => mode.id === paymentId) ?? null

  const addToCart = async (bonusAccepted: boolean) => {
    if (!estimate || !transport || !payment) return
    const priced = (!bonusAccepted && payment.withoutPaymentBonus) || payment
    const settings = await getBuybackSettings().catch(() => null)
    let added: boolean
    try {
      added = addLine(
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
          ...(predeclaredReference ? { predeclaredReference } : {}),
        },
        settings?.cartMaxItems ?? 1
      )
    } catch {
      return setError(t('cart.addFailed'))
    }
    if (!added) return setError(t('cart.full'))
    navigate('/cart/customer-infos')
  }

  return (
    <div className="container page tunnel">
      <div className="tunnel-product">
        {product.image && <img src={product.image} alt="" width={72} height={72} />}
        <PageHeading>{product.label}</PageHeading>
      </div>
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
        <ImeiStep
          imei={imei}
          onImeiChange={setImei}
          tacCodes={product.tacCodes}
          tacWarning={tacWarning}
          onTacWarning={setTacWarning}
          onBack={() => setStep({ kind: 'question', index: questions.length - 1 })}
          onConfirm={(value) => void runEstimate(value)}
          busy={busy}
        />
      )}

      {step.kind === 'options' && estimate && (
        <OptionsStep
          estimate={estimate}
          transportId={transportId}
          paymentId={paymentId}
          onTransport={(mode) => {
            setTransportId(mode.id)
            setPaymentId(mode.paymentModes[0]?.id ?? null)
          }}
          onPayment={setPaymentId}
          error={error}
          onBack={() =>
            setStep(
              product.isCollectingImei ? { kind: 'imei' } : { kind: 'question', index: questions.length - 1 }
            )
          }
          onChoose={(chosen) =>
            chosen.withoutPaymentBonus ? setStep({ kind: 'bonus' }) : void addToCart(false)
          }
        />
      )}

      {step.kind === 'bonus' && payment?.withoutPaymentBonus && estimate && (
        <BonusStep
          payment={{ ...payment, withoutPaymentBonus: payment.withoutPaymentBonus }}
          currency={estimate.currency}
          error={error}
          onAdd={(bonusAccepted) => void addToCart(bonusAccepted)}
        />
      )}
    </div>
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
