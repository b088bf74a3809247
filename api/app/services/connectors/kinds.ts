import type { PremiumFeature } from '#domain/premium_features'
import type { Permission } from '#permissions/names'
import { checkHttpPeer, checkTcpPeer, type PeerCheck } from '#services/connectors/peers'
import type { ConnectorCallTarget } from '#services/connectors/call_log'
import { checkSendcloud } from '#services/carriers/sendcloud_check'
import { checkAdapterHealth } from '#services/payments/adapter_provider'

/**
 * The connector kinds of part 1 §3, as data (DESIGN.md §7): each outside party is one kind, with its type
 * (part 1 §4 "Connector types"), its fully qualified name, the credential fields a configuration of it
 * declares, and how its connection is tested. A sandbox kind talks to no peer: the demo data and the tests
 * use it, and its test answers ok.
 */
export const CONNECTOR_TYPES = [
  'authentication',
  'buyer',
  'payment_mode',
  'premium_feature',
  'scheduled',
  'transport',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

export type PremiumActionAccess = 'storefront' | Permission

export interface ConnectorField {
  name: string
  /** Translation key of its label in the back office. */
  labelKey: string
  secret: boolean
  required: boolean
  /** An address the connector calls: https only (services/connectors/endpoints.ts). */
  url?: boolean
}

export interface ConnectorKind {
  id: string
  name: string
  type: ConnectorType
  fqn: string
  fields: ConnectorField[]
  /** A premium-feature connector runs only for a client holding this feature. */
  premiumFeature?: PremiumFeature
  /**
   * What a premium-feature connector can be asked to do (services/connectors/premium_actions.ts), and who
   * may ask through the generic call: `storefront` for what the client's storefront needs (a visitor may
   * run it), else the permission of the back-office screen that runs it, for a back-office caller only.
   */
  actions?: Record<string, PremiumActionAccess>
  sandbox: boolean
  /** `target`: the configuration tested, for the call log of a kind that calls its peer's API. */
  testConnection(properties: Record<string, string | null>, target: ConnectorCallTarget): Promise<PeerCheck>
}

const field = (name: string, options: Partial<Omit<ConnectorField, 'name' | 'labelKey'>> = {}) => ({
  name,
  labelKey: `connectors.fields.${name}`,
  secret: false,
  required: true,
  ...options,
})

const apiUrl = field('apiUrl', { url: true })
const apiKey = field('apiKey', { secret: true })
const optionalApiKey = field('apiKey', { secret: true, required: false })

/** A kind whose peer is an HTTP(S) API: the test reaches its address. */
const httpKind = (kind: Omit<ConnectorKind, 'sandbox' | 'testConnection'>, urlField = 'apiUrl') => ({
  ...kind,
  sandbox: false,
  testConnection: (properties: Record<string, string | null>) => checkHttpPeer(properties[urlField]),
})

/**
 * A payment kind whose peer follows the payment adapter contract (docs/connectors/payment-adapter.md): the
 * test is its signed `GET /health`, logged with the configuration's calls.
 */
const adapterKind = (kind: Omit<ConnectorKind, 'sandbox' | 'testConnection'>) => ({
  ...kind,
  sandbox: false,
  testConnection: (properties: Record<string, string | null>, target: ConnectorCallTarget) =>
    checkAdapterHealth({ ...target, connector: kind.id, properties }),
})

/** A sandbox kind: no peer to reach, its implementation answers locally. */
const sandboxKind = (kind: Omit<ConnectorKind, 'sandbox' | 'testConnection'>) => ({
  ...kind,
  sandbox: true,
  testConnection: async (): Promise<PeerCheck> => ({ ok: true, reason: 'sandbox' }),
})

export const CONNECTOR_KINDS: ConnectorKind[] = [
  adapterKind({
    id: 'bank_payment',
    name: 'Bank payment',
    type: 'payment_mode',
    fqn: 'reprise.connectors.payment_mode.BankTransfer',
    fields: [apiUrl, field('clientId'), field('clientSecret', { secret: true })],
  }),
  adapterKind({
    id: 'gift_card',
    name: 'Gift card',
    type: 'payment_mode',
    fqn: 'reprise.connectors.payment_mode.GiftCard',
    fields: [apiUrl, field('merchantId'), apiKey],
  }),
  adapterKind({
    id: 'voucher',
    name: 'Voucher',
    type: 'payment_mode',
    fqn: 'reprise.connectors.payment_mode.Voucher',
    fields: [apiUrl, field('merchantId'), apiKey],
  }),
  adapterKind({
    id: 'payment_provider',
    name: 'Payment provider',
    type: 'payment_mode',
    fqn: 'reprise.connectors.payment_mode.PaymentProvider',
    fields: [apiUrl, field('username'), field('password', { secret: true })],
  }),
  {
    id: 'sftp_import',
    name: 'SFTP import',
    type: 'scheduled',
    fqn: 'reprise.connectors.scheduled.SftpImport',
    fields: [
      field('host'),
      field('port', { required: false }),
      field('username'),
      field('password', { secret: true }),
      field('directory', { required: false }),
    ],
    sandbox: false,
    testConnection: (properties) => checkTcpPeer(properties.host, Number(properties.port || 22)),
  },
  httpKind(
    {
      id: 'buyer',
      name: 'Buyer',
      type: 'buyer',
      fqn: 'reprise.connectors.buyer.EstimationApi',
      fields: [field('endpoint', { url: true }), optionalApiKey],
    },
    'endpoint'
  ),
  sandboxKind({
    id: 'scan_search_bar',
    name: 'Scan search bar',
    type: 'premium_feature',
    fqn: 'reprise.connectors.premium_feature.ScanSearchBar',
    fields: [field('storeCode'), optionalApiKey],
    premiumFeature: 'scan_searchbar',
    actions: { lookup: 'storefront' },
  }),
  sandboxKind({
    id: 'transport',
    name: 'Transport',
    type: 'transport',
    fqn: 'reprise.connectors.transport.Sandbox',
    fields: [field('accountNumber'), optionalApiKey],
  }),
  {
    // Sendcloud (services/carriers/sendcloud_*.ts): books the parcels of the account once active.
    id: 'sendcloud',
    name: 'Sendcloud',
    type: 'transport',
    fqn: 'reprise.connectors.transport.Sendcloud',
    fields: [
      field('publicKey'),
      field('secretKey', { secret: true }),
      field('shippingMethodId'),
      field('circuitShippingMethods', { required: false }),
      field('senderAddressId', { required: false }),
      field('apiBaseUrl', { url: true, required: false }),
    ],
    sandbox: false,
    testConnection: (properties, target) => checkSendcloud(properties, target),
  },
  sandboxKind({
    id: 'refurb_advanced_stocks',
    name: 'Refurb: advanced stocks',
    type: 'premium_feature',
    fqn: 'reprise.connectors.premium_feature.RefurbAdvancedStocks',
    fields: [field('workshopCode'), optionalApiKey],
    premiumFeature: 'refurb_connector',
    actions: { sync_stocks: 'stock_manage' },
  }),
  sandboxKind({
    id: 'refurb_steps',
    name: 'Refurb: steps',
    type: 'premium_feature',
    fqn: 'reprise.connectors.premium_feature.RefurbSteps',
    fields: [field('workshopCode'), optionalApiKey],
    premiumFeature: 'refurb_connector',
    actions: { sync_steps: 'refurb_step_manage', sync_circuit: 'dispatch_circuit_rule_update' },
  }),
  sandboxKind({
    id: 'refurb_diagnosis',
    name: 'Refurb: diagnosis',
    type: 'premium_feature',
    fqn: 'reprise.connectors.premium_feature.RefurbDiagnosis',
    fields: [field('workshopCode'), optionalApiKey],
    premiumFeature: 'refurb_connector',
    actions: { diagnose: 'refurb_diagnostic_write' },
  }),
  adapterKind({
    id: 'gift_card_alt',
    name: 'Gift card (second provider)',
    type: 'payment_mode',
    fqn: 'reprise.connectors.payment_mode.GiftCardAlt',
    fields: [apiUrl, field('programId'), apiKey],
  }),
]

const BY_ID = new Map(CONNECTOR_KINDS.map((kind) => [kind.id, kind]))

export const connectorKind = (id: string) => BY_ID.get(id)

/** The premium-feature kinds that offer `action` (an own key: `toString` is no action). */
export const kindsOffering = (action: string) =>
  CONNECTOR_KINDS.filter(
    (kind) => kind.type === 'premium_feature' && Object.hasOwn(kind.actions ?? {}, action)
  )

/** Who may run `action` through the generic call; undefined when no kind offers it. */
export const premiumActionAccess = (action: string) => kindsOffering(action)[0]?.actions?.[action]

/** The public description of a kind (part 2 §7 "connectors": id, name, type, fqn), with its fields. */
export function presentKind(kind: ConnectorKind, name: string) {
  return {
    id: kind.id,
    name,
    type: kind.type,
    fqn: kind.fqn,
    sandbox: kind.sandbox,
    premiumFeature: kind.premiumFeature ?? null,
    actions: Object.keys(kind.actions ?? {}),
    fields: kind.fields.map(({ name: fieldName, labelKey, secret, required, url }) => ({
      name: fieldName,
      labelKey,
      secret,
      required,
      url: Boolean(url),
    })),
  }
}
