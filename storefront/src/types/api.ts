export type ExternalWebsiteLink = {
  url: string
  text: string
}

/** Public configuration of the client whose storefront is being visited (GET /api/white-label/config). */
export type WhiteLabelConfig = {
  accountId: number | string
  name: string
  logo: string | null
  favicon: string | null
  mainColor: string
  tagManagerId: string | null
  axeptioId: string | null
  externalWebsiteLink: ExternalWebsiteLink | null
  dropOffLocationsMapEnabled: boolean
  mapTiles: { url: string; attribution: string } | null
  cookiesPolicy: string | null
  accessibilityStatement: string | null
  serviceTerms: string | null
  eula: string | null
  faqAndContact: string | null
  supportEmail: string | null
  categoryNavigationEnabled: boolean
  /** Premium feature scan_searchbar: the camera barcode reader beside the search field. */
  barcodeScanEnabled: boolean
  /** The client's legal/policy PDFs by kind (URL of the file). */
  legalDocuments?: Partial<Record<string, string>>
}

/** The client's long texts, each shown on its own legal page. */
export type LegalTextKey =
  'serviceTerms' | 'eula' | 'faqAndContact' | 'cookiesPolicy' | 'accessibilityStatement'

export type AnonymousToken = {
  token: string
  /** ISO date; null would mean the token never expires. */
  expiresAt: string | null
}
