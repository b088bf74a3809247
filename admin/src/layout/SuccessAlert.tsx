import { Alert } from '@mui/material'
import { type RaRecord } from 'react-admin'
import { useSearchParams } from 'react-router-dom'

/** The JSON `alert` query a list receives after a create or an edit (part 1 §2). */
export interface AlertQuery {
  type: 'create' | 'edit'
  name: string
  status?: string
}

function parse(value: string | null): AlertQuery | null {
  try {
    const alert = JSON.parse(value ?? 'null')
    return alert && ['create', 'edit'].includes(alert.type) && typeof alert.name === 'string' ? alert : null
  } catch {
    return null
  }
}

/** The success alert carried by the `alert` query; closing drops it from the address. */
export const SuccessAlert = ({ message }: { message: (alert: AlertQuery) => string }) => {
  const [searchParams, setSearchParams] = useSearchParams()
  const alert = parse(searchParams.get('alert'))
  if (!alert) return null
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('alert')
        return next
      },
      { replace: true }
    )
  return (
    <Alert severity="success" onClose={close} sx={{ mb: 2 }}>
      {message(alert)}
    </Alert>
  )
}

/** Where create and edit send the user back: `path`, with the alert to show. */
export const listWithAlert =
  (path: string, type: AlertQuery['type'], describe: (data: Partial<RaRecord>) => Omit<AlertQuery, 'type'>) =>
  (data?: Partial<RaRecord>) =>
    `${path}?alert=${encodeURIComponent(JSON.stringify({ type, ...describe(data ?? {}) }))}`
