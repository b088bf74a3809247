import { Chip, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'

const T = 'resources.transports-list.carriers'

/** A transport's carrier by its name, not its code: "sandbox" is the built-in test carrier, others as named. */
export const useCarrierName = () => {
  const translate = useTranslate()
  return (company: string | null | undefined) =>
    company ? translate(`${T}.names.${company}`, { _: company }) : ''
}

/**
 * The carrier a transport was booked with; the sandbox carrier (used while no carrier is configured,
 * DESIGN.md §7) says so with a chip: its labels reach no real carrier.
 */
export const CarrierName = ({ company }: { company: string | null | undefined }) => {
  const translate = useTranslate()
  const name = useCarrierName()
  if (!company) return null
  if (company !== 'sandbox') return <>{name(company)}</>
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      sx={{ display: 'inline-flex', alignItems: 'center' }}
    >
      <span>{name(company)}</span>
      <Chip
        component="span"
        size="small"
        color="warning"
        variant="outlined"
        label={translate(`${T}.sandbox_chip`)}
        title={translate(`${T}.sandbox_hint`)}
      />
    </Stack>
  )
}
