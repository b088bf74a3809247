import { TextField } from '@mui/material'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslate } from 'react-admin'

const pad = (value: number) => String(value).padStart(2, '0')

/** The first and last day of a month (`YYYY-MM`). */
export function monthBounds(month: string) {
  const [year, index] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${year}-${pad(index)}-${pad(last)}` }
}

/** The month the period covers exactly, if it does. */
function monthOf(from: unknown, to: unknown) {
  if (typeof from !== 'string' || typeof to !== 'string') return ''
  const month = from.slice(0, 7)
  const bounds = monthBounds(month)
  return bounds.from === from && bounds.to === to ? month : ''
}

/**
 * A month picker in the filter bar: it writes the period (`from`, `to`) of the filter form with the month's
 * first and last day, so the form sends them with the other filters, and shows the month while the period is
 * exactly one. It holds no filter of its own.
 */
export const MonthFilter = (_props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const [from, to] = useWatch({ name: ['from', 'to'] }) as unknown[]
  const choose = (month: string) => {
    const bounds = month ? monthBounds(month) : { from: '', to: '' }
    setValue('from', bounds.from, { shouldDirty: true })
    setValue('to', bounds.to, { shouldDirty: true })
  }
  return (
    <TextField
      type="month"
      size="small"
      label={translate('resources.purchase-register.fields.month')}
      value={monthOf(from, to)}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ mb: '4px', minWidth: 180 }}
    />
  )
}
