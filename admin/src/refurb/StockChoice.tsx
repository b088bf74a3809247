import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material'
import type { Stock } from './types'
import { useRefurbText } from './useRefurbText'

/** The stocks an item in refurbishment may be put in, one to choose; native stocks say what they are for. */
export const StockChoice = ({
  label,
  stocks,
  value,
  onChange,
  disabled = false,
}: {
  label: string
  stocks: Stock[]
  value: number | null
  onChange: (stockId: number) => void
  disabled?: boolean
}) => {
  const { t } = useRefurbText()
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        aria-label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stocks.map((stock) => (
          <FormControlLabel
            key={stock.id}
            value={String(stock.id)}
            control={<Radio />}
            label={stock.nativeKind ? `${stock.name} (${t('native_stock')})` : stock.name}
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}
