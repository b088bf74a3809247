import { Box, Button, Chip, Link as MuiLink, Paper, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { ItemRefurbStep, Stock } from '../types'
import { stepPath } from '../paths'
import { useRefurbText } from '../useRefurbText'
import { StatusChip } from './StatusChip'
import { StepActions, type OnStepChanged } from './StepActions'

interface Props {
  step: ItemRefurbStep
  stocks: Stock[]
  erasureMethods: string[]
  itemStockId: number | null
  onChanged: OnStepChanged
  /** In the steps list, the name opens the step's own page. */
  linked?: boolean
  /** The bench's keys act on this step. */
  shortcuts?: boolean
  /** A cancelled step planned again (a new step), where the item still takes steps. */
  onReplan?: () => void
  replanning?: boolean
}

/** One planned step: its status, cost, stock, who last acted and what they wrote, and its actions. */
export const StepCard = ({ step, linked = false, onReplan, replanning = false, ...actions }: Props) => {
  const { t, money, date } = useRefurbText()
  const details = [
    step.stock && t('steps.card.stock', { stock: step.stock.name }),
    step.user && t('steps.card.by', { user: step.user.name, date: date(step.updatedAt) }),
  ].filter(Boolean)
  return (
    <Paper variant="outlined" component="article" aria-label={step.name} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography fontWeight={600} component="h3" sx={{ flex: 1, minWidth: 160 }}>
          {linked ? (
            <MuiLink component={Link} to={stepPath(step.id)}>
              {step.name}
            </MuiLink>
          ) : (
            step.name
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {step.required && <Chip size="small" variant="outlined" label={t('required_by_category')} />}
          <StatusChip status={step.status} />
          <Typography fontWeight={600} sx={{ minWidth: 72, textAlign: 'right' }}>
            {money(step.cost)}
          </Typography>
        </Box>
      </Box>
      {step.description && (
        <Typography variant="body2" color="text.secondary">
          {step.description}
        </Typography>
      )}
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {details.join(' · ')}
        </Typography>
      )}
      <Box sx={{ mt: 0.5 }}>
        {step.dataErasure && !step.erasureMethod && (
          <Typography variant="body2">{t('steps.card.erasure_required')}</Typography>
        )}
        {step.erasureMethod && (
          <Typography variant="body2">
            {t('steps.card.erasure', {
              method: t(`erasure_methods.${step.erasureMethod}`, { _: step.erasureMethod }),
              tool: step.erasureTool ?? '-',
              reference: step.erasureReference ?? '-',
            })}
          </Typography>
        )}
        {step.comment && (
          <Typography variant="body2">{t('steps.card.comment', { comment: step.comment })}</Typography>
        )}
        {step.cancelReason && (
          <Typography variant="body2">{t('steps.card.reason', { reason: step.cancelReason })}</Typography>
        )}
      </Box>
      {onReplan && step.replannable && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            size="small"
            variant={step.required ? 'contained' : 'outlined'}
            onClick={onReplan}
            disabled={replanning}
            aria-label={t('plan.again_label', { step: step.name })}
          >
            {t('plan.again')}
          </Button>
        </Box>
      )}
      {step.actions.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <StepActions step={step} {...actions} />
        </Box>
      )}
    </Paper>
  )
}
