import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { HttpError, useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import {
  fieldErrorsOf,
  messageOf,
  type QuarantineReason,
  type VerificationBody,
  type VerificationForm,
  type VerificationResult,
} from './types'
import { imeiProblem } from './imei'
import { markVerified } from './queue/queueStore'
import { clearState, initialState, readState, writeState, type WizardState } from './wizardState'

export interface SubmitFailure {
  message: string
  /** Another operator verified the item first, or it left the tests: only a new search makes sense. */
  conflict: boolean
  fields: Record<string, string>
}

/**
 * One item's verification, shared by every step: the form the server prepared, the operator's entries
 * (kept in sessionStorage), the chosen product's questions, and the one write at the end. `webFile`
 * sends that write to the web file check, which receives the parcel in the same transaction.
 */
export function useVerification(itemId: string, webFile: boolean) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [state, setState] = useState<WizardState | null>(null)
  const [failure, setFailure] = useState<SubmitFailure | null>(null)
  const [result, setResult] = useState<VerificationResult | null>(null)

  // The form carries the item's version: it is read once per wizard, never refreshed behind the operator.
  const formQuery = useQuery({
    queryKey: ['verification', 'form', itemId],
    queryFn: () => dataProvider.loadVerificationForm(itemId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  })
  const form = formQuery.data ?? null
  // The operator's entries start from the form once it is there (or from what this tab kept of them).
  const [seededFrom, setSeededFrom] = useState<VerificationForm | null>(null)
  if (form && form !== seededFrom) {
    setSeededFrom(form)
    setState(readState(itemId) ?? initialState(form))
  }

  const productId = state?.productId
  const productQuery = useQuery({
    queryKey: ['verification', 'product', itemId, productId],
    queryFn: () => dataProvider.loadVerificationProduct(itemId, productId!),
    enabled: !!productId,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
  const diagnostic = productQuery.data ?? null
  const loadFailure = formQuery.error ?? productQuery.error
  const loadError = loadFailure ? messageOf(loadFailure) : ''

  const submission = useMutation({
    mutationFn: (body: VerificationBody) => dataProvider.verify(itemId, body, webFile),
  })
  const busy = submission.isPending

  const update = useCallback(
    (change: Partial<WizardState>) =>
      setState((current) => {
        if (!current) return current
        const next = { ...current, ...change }
        writeState(itemId, next)
        return next
      }),
    [itemId]
  )

  /** Another product: its own questions, so only the answers to questions it shares are kept. */
  const chooseProduct = (id: string) => {
    if (id === state?.productId) return
    update({ productId: id, answers: {}, tacAccepted: '' })
  }

  // The diagnostic of the product chosen before the current one loads is not this one's.
  const current = diagnostic && diagnostic.product.id === productId ? diagnostic : null
  const questions = current?.questions ?? []
  const answerIds = questions.map((question) => state?.answers[question.id]).filter(Boolean) as number[]
  const allAnswered = questions.length > 0 && answerIds.length === questions.length

  const send = async (quarantine?: { reason: QuarantineReason; comment: string }) => {
    if (!form || !state) return false
    const imei = state.imei.trim()
    const body: VerificationBody = {
      version: form.item.version,
      productId: state.productId,
      // A quarantine needs no IMEI: one the rules refuse (a blocked phone's, misread) is left out.
      imei: imei && !(quarantine && imeiProblem(imei, false)) ? imei : undefined,
      serialNumber: state.serialNumber.trim() || undefined,
      photoIds: state.photos.map((photo) => photo.id),
      ...(quarantine
        ? { quarantine: { reason: quarantine.reason }, comment: quarantine.comment.trim() || undefined }
        : { answers: answerIds, comment: state.comment.trim() || undefined }),
    }
    setFailure(null)
    try {
      const done = await submission.mutateAsync(body)
      clearState(itemId)
      markVerified(done)
      setResult(done)
      return true
    } catch (error) {
      setFailure({
        message: messageOf(error),
        // Verified by another operator meanwhile, or no longer awaiting tests: nothing left to do here.
        conflict: error instanceof HttpError && error.status === 409,
        fields: fieldErrorsOf(error),
      })
      return false
    }
  }

  return {
    itemId,
    webFile,
    form,
    loadError,
    state,
    update,
    product: current?.product ?? null,
    clearFailure: () => setFailure(null),
    questions,
    answerIds,
    allAnswered,
    chooseProduct,
    busy,
    failure,
    result,
    submit: () => send(),
    quarantine: (reason: QuarantineReason, comment: string) => send({ reason, comment }),
  }
}

export type Verification = ReturnType<typeof useVerification>
