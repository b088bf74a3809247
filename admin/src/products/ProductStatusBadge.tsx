import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'

/** Published in green, draft in grey outline. */
export const ProductStatusBadge = ({ status }: { status: 'draft' | 'published' }) => {
  const translate = useTranslate()
  const published = status === 'published'
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      label={translate(`resources.products.status.${status}`, { _: status })}
    />
  )
}
