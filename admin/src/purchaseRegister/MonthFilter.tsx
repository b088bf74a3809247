import { TextField } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'

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
 * A month picker in the filter bar: it sets the period (`from`, `to`) to the month's first and last day, and
 * shows the month while the period is exactly one. It holds no filter of its own.
 */
export const MonthFilter = (_props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate()
  const { filterValues, setFilters } = useListContext()
  const value = monthOf(filterValues.from, filterValues.to)
  return (
    <TextField
      type="month"
      size="small"
      label={translate('resources.purchase-register.fields.month')}
      value={value}
      onChange={(event) => {
        const others = { ...(filterValues as Record<string, unknown>) }
        delete others.from
        delete others.to
        setFilters(event.target.value ? { ...others, ...monthBounds(event.target.value) } : others, {})
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ mb: '4px', minWidth: 180 }}
    />
  )
}
