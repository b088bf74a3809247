import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Title } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { loadStep, type Refusal } from '../api'
import { STEPS_SEARCH, itemStepsPath } from '../paths'
import { useLoaded } from '../useLoaded'
import { useRefurbText } from '../useRefurbText'
import { ItemHeader } from './ItemHeader'
import { StepCard } from './StepCard'
import { StepHistory } from './StepHistory'

/** `/warehouse/item-refurb-steps/{itemRefurbStepId}`: one step, its actions and its history. */
export const StepPage = () => {
  const { itemRefurbStepId = '' } = useParams()
  const { t, message } = useRefurbText()
  const loaded = useLoaded(() => loadStep(itemRefurbStepId), itemRefurbStepId)
  const [notice, setNotice] = useState<Refusal | null>(null)
  const step = loaded.data
  const changed = (refusal?: Refusal) => {
    setNotice(refusal ?? null)
    // The refusal shows above the item: bring it into view from a step far down the page.
    if (refusal) window.scrollTo({ top: 0, behavior: 'smooth' })
    loaded.reload()
  }

  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={step ? step.name : t('steps.title')} />
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
            {step ? t('step.title', { step: step.name }) : t('steps.title')}
          </Typography>
          <Button component={Link} to={step ? itemStepsPath(step.itemId) : STEPS_SEARCH}>
            {step ? t('step.back') : t('back_to_search')}
          </Button>
        </Stack>
        {loaded.refusal && (
          <Alert severity="error" role="alert">
            {message(loaded.refusal.message)}
          </Alert>
        )}
        {loaded.loading && <LinearProgress aria-label={t('loading')} />}
        {notice && (
          <Alert severity="warning" role="alert" onClose={() => setNotice(null)}>
            {message(notice.message)}
          </Alert>
        )}
        {step && (
          <>
            <ItemHeader item={step.item} />
            <StepCard
              step={step}
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
      </Stack>
    </Box>
  )
}
