import { Alert, Typography } from '@mui/material'
import { useDataProvider } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { STEPS_SEARCH } from '../paths'
import type { ItemSteps, Refusal } from '../types'
import { useLoaded } from '../useLoaded'
import { useRefurbText } from '../useRefurbText'
import { ItemHeader } from './ItemHeader'
import { StepCard } from './StepCard'
import { ShortcutHint } from './ShortcutHint'
import { ValidateAll } from './ValidateAll'
import { AddStep } from './AddStep'
import { MissingSteps } from './MissingSteps'
import { usePlanStep } from './usePlanStep'
import { shortcutTarget } from './useStepShortcuts'
import { StepsFrame, useStepNotice } from './StepsFrame'

/**
 * `/warehouse/item-refurb-steps/items/{itemId}`: the item's planned steps with their status and cost, the
 * actions each allows, and "validate all". After every action the list is read again (statuses, costs,
 * the item's version); a refusal (a step someone changed first) is shown above the list.
 */
export const ItemStepsPage = () => {
  const { itemId = '' } = useParams()
  const { t } = useRefurbText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const loaded = useLoaded(['itemSteps', itemId], () => dataProvider.loadItemSteps(itemId))
  const { notice, clear, changed } = useStepNotice(loaded.reload)
  const data = loaded.data
  const target = data ? shortcutTarget(data.steps) : null

  return (
    <StepsFrame
      title={t('steps.title')}
      heading={t('steps.title')}
      back={{ to: STEPS_SEARCH, label: t('steps.another') }}
      loaded={loaded}
      notice={notice}
      onCloseNotice={clear}
    >
      {data && <Steps data={data} target={target} changed={changed} />}
    </StepsFrame>
  )
}

const Steps = ({
  data,
  target,
  changed,
}: {
  data: ItemSteps
  target: number | null
  changed: (refusal?: Refusal) => void
}) => {
  const { t } = useRefurbText()
  const planner = usePlanStep(data, changed)
  const plannable = new Set(data.plannable.map((step) => step.id))
  return (
    <>
      <ItemHeader item={data.item} />
      {data.item.status === 'item_refurb_completed' && (
        <Alert severity="success">{t('steps.validated', { stock: data.item.stock?.name ?? '-' })}</Alert>
      )}
      <Typography variant="h6" component="h2">
        {t('steps.list', { smart_count: data.steps.length })}
      </Typography>
      {data.steps.length === 0 && <Typography color="text.secondary">{t('steps.none')}</Typography>}
      {target !== null && <ShortcutHint />}
      {data.steps.map((step) => (
        <StepCard
          key={step.id}
          step={step}
          linked
          shortcuts={step.id === target}
          stocks={data.stocks}
          erasureMethods={data.erasureMethods}
          itemStockId={data.item.stock?.id ?? null}
          onChanged={changed}
          onReplan={plannable.has(step.refurbStepId) ? () => void planner.plan(step.refurbStepId) : undefined}
          replanning={planner.busy !== null}
        />
      ))}
      <AddStep data={data} planner={planner} />
      <MissingSteps data={data} planner={planner} />
      {data.item.status !== 'item_refurb_completed' && <ValidateAll data={data} onRefused={changed} />}
    </>
  )
}
