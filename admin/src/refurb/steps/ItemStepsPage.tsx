import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Title } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { loadItemSteps, type Refusal } from '../api'
import { STEPS_SEARCH } from '../paths'
import { useLoaded } from '../useLoaded'
import { useRefurbText } from '../useRefurbText'
import { ItemHeader } from './ItemHeader'
import { StepCard } from './StepCard'
import { ValidateAll } from './ValidateAll'

/**
 * `/warehouse/item-refurb-steps/items/{itemId}`: the item's planned steps with their status and cost, the
 * actions each allows, and "validate all". After every action the list is read again (statuses, costs,
 * the item's version); a refusal (a step someone changed first) is shown above the list.
 */
export const ItemStepsPage = () => {
  const { itemId = '' } = useParams()
  const { t, message } = useRefurbText()
  const loaded = useLoaded(() => loadItemSteps(itemId), itemId)
  const [notice, setNotice] = useState<Refusal | null>(null)
  const changed = (refusal?: Refusal) => {
    setNotice(refusal ?? null)
    // The refusal shows above the item: bring it into view from a step far down the page.
    if (refusal) window.scrollTo({ top: 0, behavior: 'smooth' })
    loaded.reload()
  }
  const data = loaded.data

  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={t('steps.title')} />
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
            {t('steps.title')}
          </Typography>
          <Button component={Link} to={STEPS_SEARCH}>
            {t('steps.another')}
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
        {data && (
          <>
            <ItemHeader item={data.item} />
            {data.item.status === 'item_refurb_completed' && (
              <Alert severity="success">
                {t('steps.validated', { stock: data.item.stock?.name ?? '-' })}
              </Alert>
            )}
            <Typography variant="h6" component="h2">
              {t('steps.list', { smart_count: data.steps.length })}
            </Typography>
            {data.steps.length === 0 && <Typography color="text.secondary">{t('steps.none')}</Typography>}
            {data.steps.map((step) => (
              <StepCard
                key={step.id}
                step={step}
                linked
                stocks={data.stocks}
                erasureMethods={data.erasureMethods}
                itemStockId={data.item.stock?.id ?? null}
                onChanged={changed}
              />
            ))}
            {data.item.status !== 'item_refurb_completed' && <ValidateAll data={data} onRefused={changed} />}
          </>
        )}
      </Stack>
    </Box>
  )
}
