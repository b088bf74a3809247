import { Box } from '@mui/material'
import { maxValue, minValue, NumberInput, number, required, SelectInput, useTranslate } from 'react-admin'
import { RETENTION_BOUNDS, RETENTION_DEFAULTS, WEB_REGISTERS } from '@domain/retention'

const RETENTIONS = Object.keys(RETENTION_BOUNDS) as (keyof typeof RETENTION_BOUNDS)[]
const whole = (value?: number | null) =>
  value !== null && value !== undefined && !Number.isInteger(value) ? 'settings.validation.whole' : undefined

/**
 * The tab "Conservation des données" (docs/personal-data.md): which register a web buy-back is written in,
 * and how long each kind of personal data is kept, within the bounds the API checks (api/app/domain/retention.ts).
 */
export const RetentionInputs = () => {
  const translate = useTranslate()
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        width: '100%',
        maxWidth: 760,
      }}
    >
      <SelectInput
        source="webPurchaseRegister"
        choices={WEB_REGISTERS.map((id) => ({ id, name: `settings.retention.web_registers.${id}` }))}
        validate={required()}
        helperText="settings.retention.help.webPurchaseRegister"
      />
      {RETENTIONS.map((name) => {
        const { min, max } = RETENTION_BOUNDS[name]
        return (
          <NumberInput
            key={name}
            source={name}
            step={1}
            validate={[required(), number(), minValue(min), maxValue(max), whole]}
            helperText={translate(`settings.retention.help.${name}`, {
              min,
              max,
              default: RETENTION_DEFAULTS[name],
            })}
          />
        )
      })}
    </Box>
  )
}
