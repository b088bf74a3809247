import { DialogContentText } from '@mui/material'
import { useTranslate } from 'react-admin'

/** The reference of the failed request, for a person to quote to support; nothing without one. */
export const ErrorReference = ({ requestId }: { requestId?: string }) => {
  const translate = useTranslate()
  if (!requestId) return null
  return (
    <DialogContentText variant="caption" component="p" sx={{ mt: 1.5, userSelect: 'all' }}>
      {translate('errors.reference', { id: requestId })}
    </DialogContentText>
  )
}
