import type Account from '#models/account'
import { pickLanguage } from '#services/localized_text'
import { settings } from '#config/settings'

/**
 * Part 1 §3 "Client (storefront) config", plus what the storefront needs to dress itself in the client's
 * colours. Only public facts: nothing here may be secret.
 */
export function presentWhiteLabel(account: Account, language: string) {
  const details = account.rootDetail
  const link = details?.externalWebsiteUrl
    ? { url: details.externalWebsiteUrl, text: details.externalWebsiteText ?? account.commonName }
    : null

  return {
    accountId: account.id,
    name: account.commonName,
    logo: account.logo,
    favicon: account.favicon,
    mainColor: account.mainColor,
    tagManagerId: account.gtmId,
    axeptioId: account.consentToolId,
    externalWebsiteLink: link,
    dropOffLocationsMapEnabled: details?.dropOffMapEnabled ?? false,
    /** Where the stores page's map takes its tiles, when the map is on. */
    mapTiles: details?.dropOffMapEnabled
      ? { url: settings.mapTileUrl, attribution: settings.mapTileAttribution }
      : null,
    categoryNavigationEnabled: details?.categoryNavigationEnabled ?? false,
    barcodeScanEnabled: details?.enabledPremiumFeatures.includes('scan_searchbar') ?? false,
    supportEmail: details?.sellerSupportEmail ?? null,
    cookiesPolicy: pickLanguage(details?.cookiesPolicy, language),
    accessibilityStatement: pickLanguage(details?.accessibilityStatement, language),
    serviceTerms: pickLanguage(details?.serviceTerms, language),
    eula: pickLanguage(details?.eula, language),
    faqAndContact: pickLanguage(details?.faqAndContact, language),
    /** Legal/policy PDFs uploaded in the general settings, by kind. */
    legalDocuments: details?.legalDocuments ?? {},
  }
}
