import { Chip, type ChipProps } from '@mui/material'
import type { StepStatus } from '../types'
import { useRefurbText } from '../useRefurbText'

const COLORS: Record<StepStatus, ChipProps['color']> = {
  to_do: 'default',
  in_progress: 'info',
  paused: 'warning',
  completed: 'success',
  cancelled: 'default',
}

/** A step's status, coloured so that a list is read at a glance. */
export const StatusChip = ({ status }: { status: StepStatus }) => {
  const { stepStatus } = useRefurbText()
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={stepStatus(status)}
    />
  )
}
