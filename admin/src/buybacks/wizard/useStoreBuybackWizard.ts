import { useEffect, useMemo, useRef, useState } from 'react'
import { HttpError, useDataProvider } from 'react-admin'
import type { RepriseDataProvider, StoreBuybacksMade } from '../../providers/dataProvider'
import { getSession } from '../../providers/session'
import { checkoutOf, clearStoreCart, readStoreCart, writeStoreCart, type StoreCartLine } from './storeCart'
import type { DeclaredProduct, Estimate, Found, OptionMode, Product, Question } from './types'
import { useWizardCustomer } from './useWizardCustomer'
import { useWizardText } from './useWizardText'

export const STEPS = ['search', 'options', 'declaration', 'customer', 'summary'] as const

const newKey = () => `store-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`

/** The body of an HTTP error, when the API answered one. */
const bodyOf = (caught: unknown) =>
  caught instanceof HttpError ? (caught.body as Record<string, unknown> | null) : null

/**
 * The state of the store wizard and its moves, shared by its steps: the product searched and declared, the
 * options chosen, the store cart, the customer, and the checkout (the one write). A refusal shows in the
 * error dialog; field errors go to their fields.
 */
export function useStoreBuybackWizard() {
  const { t } = useWizardText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  // The counter wizard sells for a store: an admin of the whole account has none (no 404 on the first call).
  const organization = getSession()?.currentOrganization
  const storeId = organization?.type === 'store' ? (organization.id ?? null) : null
  const [step, setStep] = useState(0)
  const [found, setFound] = useState<Found | null>(null)
  const [product, setProduct] = useState<DeclaredProduct | null>(null)
  const [questions, setQuestions] = useState<Question[]>([])
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [imei, setImei] = useState('')
  const [options, setOptions] = useState<OptionMode[]>([])
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const [transportId, setTransportId] = useState('')
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [lines, setLines] = useState<StoreCartLine[]>(() => readStoreCart(storeId))
  const [confirmed, setConfirmed] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const { customer, identity, iban, ...customerForm } = useWizardCustomer(setFieldErrors)
  const [serverError, setServerError] = useState<{ message: string; back: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<StoreBuybacksMade | null>(null)
  const idempotencyKey = useRef(newKey())

  useEffect(() => {
    if (storeId) writeStoreCart(storeId, lines)
  }, [storeId, lines])

  const option = options.find((mode) => mode.id === transportId) ?? null
  const transport = estimate?.transportModes.find((mode) => mode.id === transportId) ?? null
  const payment = transport?.paymentModes.find((mode) => mode.id === paymentId) ?? null
  const total = useMemo(() => lines.reduce((sum, line) => sum + line.total, 0), [lines])

  /** Shows the server's refusal; an estimate refusal about the product offers to go back to the search. */
  const fail = (caught: unknown, back = false) => {
    const errors = bodyOf(caught)?.errors as Record<string, string> | undefined
    if (errors) return setFieldErrors(errors)
    const status = caught instanceof HttpError ? caught.status : 0
    const message =
      status >= 500 || status === 0 ? t('creation_failed') : caught instanceof Error ? caught.message : ''
    setServerError({ message, back })
  }

  const busyWith = async (work: () => Promise<void>, back = false) => {
    setBusy(true)
    try {
      await work()
    } catch (caught) {
      fail(caught, back)
    } finally {
      setBusy(false)
    }
  }

  const choose = (chosen: Product) =>
    busyWith(async () => {
      const declared = await dataProvider.productToDeclare(storeId!, chosen.id)
      setProduct(declared.product)
      setQuestions(declared.questions)
      setOptions(declared.options)
      setTransportId(declared.options[0]?.id ?? '')
      setPaymentId(declared.options[0]?.paymentModes[0]?.id ?? null)
      setAnswers({})
      setEstimate(null)
      setStep(1)
    }, true)

  /** A keyword, an IMEI (kept for the declaration) or a scanned EAN, within a category when one is picked. */
  const search = (text: string, categoryId?: number) =>
    busyWith(async () => {
      const byImei = /^\d{15,17}$/.test(text)
      const result = await dataProvider.searchStoreProducts(
        byImei ? { imei: text } : { keyword: text, categoryId }
      )
      setFound(result)
      if (byImei) setImei(text)
      // A scanned EAN that names one product goes straight to its declaration.
      if (/^\d{8,14}$/.test(text) && result.items.length === 1) await choose(result.items[0])
    })

  const chooseTransport = (id: string) => {
    setTransportId(id)
    setPaymentId(options.find((mode) => mode.id === id)?.paymentModes[0]?.id ?? null)
  }

  const answer = (questionId: number, answerId: number) => {
    setAnswers({ ...answers, [questionId]: answerId })
    setEstimate(null)
  }

  const estimateNow = () =>
    busyWith(async () => {
      setFieldErrors({})
      const result = await dataProvider.estimateLine(storeId!, {
        productId: product!.id,
        answers: questions.map((question) => answers[question.id]),
        imei: product!.isCollectingImei ? imei.trim() : undefined,
      })
      // The options were chosen before the condition was known: the estimate confirms they still apply.
      const offered = result.transportModes
        .find((mode) => mode.id === transportId)
        ?.paymentModes.some((mode) => mode.id === paymentId)
      if (!offered) {
        setServerError({ message: t('option_unavailable'), back: false })
        return setStep(1)
      }
      setEstimate(result)
    }, true)

  const addLine = () => {
    if (!product || !estimate || !transport || !payment) return
    setLines([
      ...lines,
      {
        productId: product.id,
        label: product.label,
        answers: questions.map((question) => answers[question.id]),
        imei: product.isCollectingImei ? imei.trim() : undefined,
        transportModeId: transport.id,
        paymentModeId: payment.id,
        needsIban: payment.needsIban,
        grade: estimate.grade,
        total: payment.total,
        transportName: transport.name,
        paymentLabel: payment.label,
      },
    ])
    setStep(3)
  }

  const anotherProduct = () => {
    setProduct(null)
    setFound(null)
    setImei('')
    setStep(0)
  }

  const checkout = () =>
    busyWith(async () => {
      setFieldErrors({})
      const body = checkoutOf(lines, customer, identity, iban, confirmed, idempotencyKey.current)
      try {
        setMade(await dataProvider.createStoreBuybacks(storeId!, body))
        clearStoreCart()
        setLines([])
      } catch (caught) {
        // Errors on the customer's fields take the seller back to them.
        const fields = Object.keys((bodyOf(caught)?.errors as Record<string, string>) ?? {})
        if (fields.some((name) => name.startsWith('customer'))) setStep(3)
        throw caught
      }
    })

  /** The summary once every required customer field is filled. */
  const toSummary = () => {
    if (customerForm.check(lines.some((line) => line.needsIban))) setStep(4)
  }

  const startOver = () => {
    setMade(null)
    idempotencyKey.current = newKey()
    customerForm.reset()
    setConfirmed(false)
    anotherProduct()
  }

  return {
    storeId,
    step,
    setStep,
    found,
    product,
    questions,
    answers,
    answer,
    imei,
    setImei,
    options,
    option,
    transportId,
    chooseTransport,
    paymentId,
    setPaymentId,
    estimate,
    transport,
    payment,
    lines,
    setLines,
    total,
    customer,
    setCustomer: customerForm.setCustomer,
    identity,
    setIdentity: customerForm.setIdentity,
    iban,
    setIban: customerForm.setIban,
    toSummary,
    confirmed,
    setConfirmed,
    fieldErrors,
    serverError,
    setServerError,
    busy,
    made,
    fail,
    search,
    choose,
    estimateNow,
    addLine,
    anotherProduct,
    checkout,
    startOver,
  }
}

export type StoreWizard = ReturnType<typeof useStoreBuybackWizard>
