import { Alert, AlertTitle } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Configuration } from './types'

/**
 * The connector kinds that take over from a sandbox once one of their configurations is active (the
 * server's rule: services/carriers/carriers.ts, services/payments/adapter_provider.ts `ADAPTER_KINDS_FOR`).
 */
const REAL_KINDS = {
  carrier: ['sendcloud'],
  gift_card: ['gift_card', 'gift_card_alt', 'payment_provider'],
  voucher: ['voucher', 'payment_provider'],
} as const

/**
 * DESIGN.md §7: the sandbox is used only where nothing is configured, and says so on screen. Lists what
 * the client's connectors leave to the sandbox (test labels, test gift cards and vouchers).
 */
export const SandboxNotice = ({ configurations }: { configurations: Configuration[] | undefined }) => {
  const translate = useTranslate()
  if (!configurations) return null
  const active = new Set(configurations.filter((one) => one.active).map((one) => one.connector))
  const inSandbox = (Object.keys(REAL_KINDS) as (keyof typeof REAL_KINDS)[]).filter(
    (use) => !REAL_KINDS[use].some((kind) => active.has(kind))
  )
  if (!inSandbox.length) return null
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="sandbox-notice">
      <AlertTitle>{translate('resources.connector-organizations.sandbox_in_use.title')}</AlertTitle>
      {inSandbox
        .map((use) => translate(`resources.connector-organizations.sandbox_in_use.${use}`))
        .join(' · ')}
    </Alert>
  )
}
