import { Alert } from '@mui/material'
import { useTranslate } from 'react-admin'

/** A refusal of the server (already translated) or a translation key of ours, in a visible alert. */
export const Refusal = ({ message }: { message: string }) => {
  const translate = useTranslate()
  if (!message) return null
  return (
    <Alert severity="error" role="alert">
      {translate(message, { _: message })}
    </Alert>
  )
}
