import { useRecordContext } from 'react-admin'
import { Typography } from '@mui/material'
import { useModeKindChoices } from '../lib/useOptions'
import type { ModeKindsPath } from '../providers/methods/options'

/**
 * A payment mode's provider or a transport mode's type in a list, by the label its form offers (a sandbox
 * says so); a code the account no longer offers shows as it is.
 */
export const ModeKindField = ({
  path,
  source,
}: {
  path: ModeKindsPath
  source: 'provider' | 'type'
  label?: string
}) => {
  const record = useRecordContext<Record<string, string | undefined>>()
  const code = record?.[source]
  const choice = useModeKindChoices(path, code).find((one) => one.id === code)
  return (
    <Typography component="span" variant="body2">
      {choice?.name ?? code ?? ''}
    </Typography>
  )
}
