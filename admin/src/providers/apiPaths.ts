/** Resources whose back-office name (and route, part 1 §2) differs from their API path. */
const API_PATHS: Record<string, string> = {
  paymentModes: 'payment-modes',
  'warehouse-dispatch': 'warehouse-dispatch-rules',
  // Its own route: the pre-declared list needs predeclared_buyback_access, not the buy-backs' list.
  'buybacks-predeclared': 'buybacks/predeclared',
  buybacksQuarantine: 'quarantine',
  'transports-list': 'transports',
  searchPayment: 'payments',
}

/** The API path of a back-office resource. */
export const apiPathOf = (resource: string) => API_PATHS[resource] ?? resource
