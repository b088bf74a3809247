import { Chip } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'

/** Status as a coloured chip: green when active, grey when inactive. */
export const UserStatusField = (_props: FieldProps) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.status) return null
  const active = record.status === 'active'
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`resources.users.status.${record.status}`, { _: record.status })}
    />
  )
}
