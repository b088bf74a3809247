import { Alert } from '@mui/material'
import { useTranslate, type RaRecord } from 'react-admin'
import { useSearchParams } from 'react-router-dom'

interface AlertQuery {
  type: 'create' | 'edit'
  name: string
  status: 'draft' | 'published'
}

function parse(value: string | null): AlertQuery | null {
  try {
    const alert = JSON.parse(value ?? 'null')
    return alert && ['create', 'edit'].includes(alert.type) && typeof alert.name === 'string' ? alert : null
  } catch {
    return null
  }
}

/** The success alert carried by the JSON `alert` query after a create or an edit; closing drops it. */
export const ProductAlert = () => {
  const translate = useTranslate()
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
      {translate(`resources.products.alert.${alert.type}`, {
        name: alert.name,
        status: translate(`resources.products.status.${alert.status}`, { _: alert.status }),
      })}
    </Alert>
  )
}

/** Where create and edit send the user back: the list, with the alert to show. */
export const listWithAlert =
  (type: AlertQuery['type']) => (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
    `/products?alert=${encodeURIComponent(
      JSON.stringify({ type, name: data?.label ?? '', status: data?.status ?? 'draft' })
    )}`
