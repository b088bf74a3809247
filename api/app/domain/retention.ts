/**
 * How long personal data is kept, per account (general settings; docs/personal-data.md). The defaults:
 * - identity documents and IBANs: the payment completed, plus the period in which the sale may still be
 *   disputed (90 days);
 * - contact data (name, e-mail, phone, address): 36 months after the person's last buy-back;
 * - the purchase register keeps the seller's fields for its own legal period (10 years), whatever the others say.
 */
export const RETENTION_DEFAULTS = {
  identityRetentionDays: 90,
  contactRetentionMonths: 36,
  registerRetentionYears: 10,
} as const

export const RETENTION_BOUNDS = {
  identityRetentionDays: { min: 0, max: 3650 },
  contactRetentionMonths: { min: 1, max: 240 },
  registerRetentionYears: { min: 6, max: 30 },
} as const

export type Retention = { [K in keyof typeof RETENTION_DEFAULTS]: number }

/** Which register a web buy-back is written in: its workshop's, or the account's own. */
export const WEB_REGISTERS = ['workshop', 'account'] as const
export type WebRegister = (typeof WEB_REGISTERS)[number]
export const DEFAULT_WEB_REGISTER: WebRegister = 'workshop'

/** The settings of an account, its defaults where it chose nothing. */
export function retentionOf(details: Partial<Record<keyof Retention, number | null>> | null): Retention {
  return {
    identityRetentionDays: details?.identityRetentionDays ?? RETENTION_DEFAULTS.identityRetentionDays,
    contactRetentionMonths: details?.contactRetentionMonths ?? RETENTION_DEFAULTS.contactRetentionMonths,
    registerRetentionYears: details?.registerRetentionYears ?? RETENTION_DEFAULTS.registerRetentionYears,
  }
}

/** The register of a buy-back: its store's, or for a web one its workshop's or the account's. */
export function registerKeyOf(
  buyback: { channel: string; storeId: number | null; warehouseId: number | null; accountId: number },
  webRegister: WebRegister
): { key: string; organizationId: number | null } {
  if (buyback.channel === 'store' && buyback.storeId) {
    return { key: `store:${buyback.storeId}`, organizationId: buyback.storeId }
  }
  if (webRegister === 'workshop' && buyback.warehouseId) {
    return { key: `workshop:${buyback.warehouseId}`, organizationId: buyback.warehouseId }
  }
  return { key: `account:${buyback.accountId}`, organizationId: null }
}
