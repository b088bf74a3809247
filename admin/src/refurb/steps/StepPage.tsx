import { Typography } from '@mui/material'
import { useDataProvider } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { STEPS_SEARCH, itemStepsPath } from '../paths'
import { useLoaded } from '../useLoaded'
import { useRefurbText } from '../useRefurbText'
import { ItemHeader } from './ItemHeader'
import { StepCard } from './StepCard'
import { ShortcutHint } from './ShortcutHint'
import { StepHistory } from './StepHistory'
import { StepsFrame, useStepNotice } from './StepsFrame'

/** `/warehouse/item-refurb-steps/{itemRefurbStepId}`: one step, its actions and its history. */
export const StepPage = () => {
  const { itemRefurbStepId = '' } = useParams()
  const { t } = useRefurbText()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const loaded = useLoaded(['step', itemRefurbStepId], () => dataProvider.loadStep(itemRefurbStepId))
  const { notice, clear, changed } = useStepNotice(loaded.reload)
  const step = loaded.data

  return (
    <StepsFrame
      title={step ? step.name : t('steps.title')}
      heading={step ? t('step.title', { step: step.name }) : t('steps.title')}
      back={
        step
          ? { to: itemStepsPath(step.itemId), label: t('step.back') }
          : { to: STEPS_SEARCH, label: t('back_to_search') }
      }
      loaded={loaded}
      notice={notice}
      onCloseNotice={clear}
    >
      {step && (
        <>
          <ItemHeader item={step.item} />
          {step.actions.length > 0 && <ShortcutHint />}
          <StepCard
            step={step}
            shortcuts
            stocks={step.stocks}
            erasureMethods={step.erasureMethods}
            itemStockId={step.item.stock?.id ?? null}
            onChanged={changed}
          />
          <Typography variant="h6" component="h2">
            {t('history.title')}
          </Typography>
          <StepHistory history={step.history} />
        </>
      )}
    </StepsFrame>
  )
}
