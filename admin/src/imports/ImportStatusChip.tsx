import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { ImportStatus } from './types'

/** Part 1 §4 "Import statuses": in progress info, success success, with ignored lines warning, error danger. */
const COLORS = {
  in_progress: 'info',
  success: 'success',
  success_with_ignored: 'warning',
  error: 'error',
} as const

export const ImportStatusChip = ({ status }: { status: ImportStatus }) => {
  const translate = useTranslate()
  return <Chip size="small" color={COLORS[status]} label={translate(`catalogueImports.statuses.${status}`)} />
}
