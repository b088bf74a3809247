import type { ClientDetails } from '#queries/clients/show'
import type { clientList } from '#queries/clients/list'
import type { linkedBuyersOf } from '#queries/clients/linked_buyers'

type ClientPage = Awaited<ReturnType<typeof clientList>>
type LinkedBuyers = Awaited<ReturnType<typeof linkedBuyersOf>>

/** The rows of `/clients`, each with its modules (never the platform's `root`). */
export const presentClientRows = ({ accounts, modules }: ClientPage) =>
  accounts.map((account) => ({
    id: account.id,
    commonName: account.commonName,
    corporateName: account.corporateName,
    siret: account.siret,
    city: account.city,
    country: account.country,
    status: account.status,
    modules: modules.filter((row) => row.account_id === account.id).map((row) => row.module),
  }))

const activeIds = (rows: { id: number; status: string }[]) =>
  rows.filter((row) => row.status === 'active').map((row) => row.id)

/** A client's page: the account, its modules and settings, and what it offers. */
export function presentClient(client: ClientDetails) {
  const { account, modules, details, whiteLabel, circuits, paymentModes, shippingMethods, linked } = client
  return {
    id: account.id,
    commonName: account.commonName,
    corporateName: account.corporateName,
    siret: account.siret,
    shareCapital: account.shareCapital === null ? null : Number(account.shareCapital),
    status: account.status,
    street: account.street,
    streetComplement: account.streetComplement,
    zipCode: account.zipCode,
    city: account.city,
    country: account.country,
    currency: account.currency,
    language: account.language,
    webUrl: account.webUrl,
    gtmId: account.gtmId,
    consentToolId: account.consentToolId,
    paymentIssuer: account.paymentIssuer,
    transportContractHolder: account.transportContractHolder,
    modules: modules.map((row) => row.module).filter((module) => module !== 'root'),
    premiumFeatures: details?.enabled_premium_features ? JSON.parse(details.enabled_premium_features) : [],
    whiteLabel: { host: whiteLabel?.host ?? null, status: whiteLabel?.status ?? 'inactive' },
    circuits,
    activeCircuitIds: activeIds(circuits),
    paymentModes,
    activePaymentModeIds: activeIds(paymentModes),
    shippingMethods,
    activeShippingMethodIds: activeIds(shippingMethods),
    linkedBuyerIds: linked.map((row) => row.buyer_account_id),
    updatedAt: account.updatedAt?.toISO() ?? null,
    version: account.version,
  }
}

/** The buyers a retailer works with (their ids) and those it could. */
export const presentLinkedBuyers = ({ account, linked, buyers }: LinkedBuyers) => ({
  id: account.id,
  commonName: account.commonName,
  buyerAccountIds: linked.map((row) => row.buyer_account_id),
  buyers,
})
