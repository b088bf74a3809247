import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'

/**
 * A payment the embedded sandbox pays (no active gift card or voucher connector, DESIGN.md §7): marked as a
 * test wherever the payment is shown, since no real card or voucher is credited.
 */
export const SandboxChip = ({ sandbox }: { sandbox: unknown }) => {
  const translate = useTranslate()
  if (sandbox !== true) return null
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      variant="outlined"
      sx={{ ml: 0.5 }}
      label={translate('resources.searchPayment.sandbox.chip')}
      title={translate('resources.searchPayment.sandbox.hint')}
    />
  )
}
