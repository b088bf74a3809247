import { useCallback, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { refusalOf, type Refusal } from '../types'
import { useLoaded } from '../useLoaded'
import { readState, writeState, type DiagnosisState } from './diagnosisState'

/**
 * One item's diagnosis, shared by every step: the server's form for the current answers (the steps they
 * suggest, every step's cost here, the stocks), the operator's entries (sessionStorage) and the one write.
 */
export function useDiagnosis(itemId: string, finalized: boolean) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [state, setState] = useState<DiagnosisState>(() => readState(itemId))
  // The finalized screen reads the stored answer: the item is no longer diagnosable, its form is refused.
  const loaded = useLoaded(['diagnosis', itemId, finalized, state.answers.join(',')], () =>
    finalized ? Promise.resolve(null) : dataProvider.loadDiagnosis(itemId, state.answers)
  )
  const form = loaded.data
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Refusal | null>(null)

  const update = useCallback(
    (change: Partial<DiagnosisState>) =>
      setState((current) => {
        const next = { ...current, ...change }
        writeState(itemId, next)
        return next
      }),
    [itemId]
  )

  const questions = form?.questions ?? []
  const chosenAnswers = new Set(state.answers)
  const answeredCount = (questionId: number) =>
    questions.find((one) => one.id === questionId)?.answers.filter((answer) => chosenAnswers.has(answer.id))
      .length ?? 0
  const allAnswered = questions.every((question) => answeredCount(question.id) > 0)

  /** Another answer suggests other steps: the choice follows the suggestion again. */
  const answer = (questionId: number, answerId: number, checked: boolean) => {
    const question = questions.find((one) => one.id === questionId)
    if (!question) return
    const ofQuestion = new Set(question.answers.map((one) => one.id))
    const others = state.answers.filter((id) => !ofQuestion.has(id))
    const mine = state.answers.filter((id) => ofQuestion.has(id) && id !== answerId)
    const next = question.type === 'unique' ? [answerId] : checked ? [...mine, answerId] : mine
    update({ answers: [...others, ...next], steps: null })
  }

  // The GET reads an empty `steps` as "the suggested ones", so the choice and its total are summed here.
  const steps = form?.steps ?? []
  const available = new Set(steps.map((step) => step.id))
  // A category that requires its data erased starts with an erasure step in the plan, suggested or not.
  const suggestion = form?.suggestedStepIds ?? []
  const required = steps.filter((step) => step.required)
  const withErasure =
    required.length && !required.some((step) => suggestion.includes(step.id))
      ? [...suggestion, required[0]!.id]
      : suggestion
  const chosenSteps = (state.steps ?? withErasure).filter((id) => available.has(id))
  /** The plan leaves out the erasure the category requires: the server would refuse it. */
  const erasureLacking = required.length > 0 && !required.some((step) => chosenSteps.includes(step.id))
  const totalPlannedCost = steps
    .filter((step) => chosenSteps.includes(step.id))
    .reduce((sum, step) => sum + step.cost, 0)
  const toggleStep = (stepId: number, checked: boolean) =>
    update({
      steps: checked
        ? [...chosenSteps.filter((id) => id !== stepId), stepId]
        : chosenSteps.filter((id) => id !== stepId),
    })

  const stockId = state.stockId ?? form?.defaultStockId ?? null

  const submit = async () => {
    if (!form || stockId === null) return false
    setBusy(true)
    setFailure(null)
    try {
      const done = await dataProvider.submitDiagnosis(itemId, {
        version: form.item.version,
        answers: state.answers,
        // In the order of the summary's list, the order the steps will be worked in.
        steps: steps.filter((step) => chosenSteps.includes(step.id)).map((step) => step.id),
        stockId,
      })
      update({ done, warehouseTest: form.warehouseTest })
      return true
    } catch (error) {
      setFailure(refusalOf(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  return {
    itemId,
    form,
    loading: loaded.loading,
    loadRefusal: loaded.refusal,
    state,
    update,
    questions,
    allAnswered,
    answer,
    chosenSteps,
    erasureLacking,
    totalPlannedCost,
    toggleStep,
    stockId,
    submit,
    busy,
    failure,
  }
}

export type Diagnosis = ReturnType<typeof useDiagnosis>
