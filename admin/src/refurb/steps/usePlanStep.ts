import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { refusalOf, type ItemSteps, type Refusal } from '../types'

/**
 * Plans a step on the item (one added, or a cancelled one planned again) with the item's version as read;
 * then the page reads its steps again. A refusal that makes the page stale (409) is the page's to show.
 */
export function usePlanStep(data: ItemSteps, onChanged: (refusal?: Refusal) => void) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const notify = useNotify()
  const [busy, setBusy] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const plan = async (refurbStepId: number) => {
    setBusy(refurbStepId)
    setRefusal(null)
    try {
      await dataProvider.planStep(data.item.id, { version: data.item.version, refurbStepId })
      const name = data.plannable.find((step) => step.id === refurbStepId)?.name ?? ''
      notify('refurb.plan.done', { type: 'success', messageArgs: { step: name } })
      onChanged()
    } catch (error) {
      const refused = refusalOf(error)
      if (refused.status === 409 || refused.status === 404) onChanged(refused)
      else setRefusal(refused)
    } finally {
      setBusy(null)
    }
  }
  return { plan, busy, refusal }
}

export type PlanStep = ReturnType<typeof usePlanStep>
