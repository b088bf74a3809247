import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { LANGUAGES } from '#services/localized_text'
import { loadBuybackDocumentData, type BuybackDocumentData } from '#services/documents/buyback/document_data'
import { transferOrder } from '#services/documents/buyback/transfer_order'
import { trackingSheet } from '#services/documents/buyback/tracking_sheet'
import { storedValue } from '#services/documents/buyback/stored_value'
import { transportOrder } from '#services/documents/buyback/transport_order'
import { returnOrder } from '#services/documents/buyback/return_order'

/**
 * The document service of a buy-back (part 1 §1 "Documents"): the transfer order (transfer of ownership,
 * from the client's terms and their variables, in as many copies as the circuit asks) and the tracking sheet
 * with the buy-back number as a barcode, and the gift card or voucher its payment mode issued: the customer's
 * documents. The back office adds the transport order (the package's way to the workshop) and the return
 * order (the item's way back to the customer). Each is a real PDF in the customer's language. The shipping
 * label comes from the carrier (services/shipping_labels). One module a document, in documents/buyback/.
 */
export const CUSTOMER_DOCUMENTS = ['transfer_order', 'tracking_sheet', 'gift_card', 'voucher'] as const
export const BUYBACK_DOCUMENTS = [...CUSTOMER_DOCUMENTS, 'transport_order', 'return_order'] as const
export type BuybackDocument = (typeof BUYBACK_DOCUMENTS)[number]
/** Every document the back office downloads, the carrier's label included. */
export type BackOfficeDocument = BuybackDocument | 'shipping_label'

/** A PDF of one buy-back in the customer's language (or the one asked). */
export async function renderBuybackDocument(buybackId: number, kind: BuybackDocument, language?: string) {
  const data = await loadBuybackDocumentData(buybackId)
  const wanted = language ?? data.buyback.customer?.language ?? data.account.language
  const locale = (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr'
  const i18n = i18nManager.locale(locale)
  const bytes = await RENDERERS[kind](data, i18n, locale, kind)
  return { bytes, fileName: `${i18n.t(`documents.${kind}.title`)} ${data.buyback.identificationNumber}.pdf` }
}

type Renderer = (
  data: BuybackDocumentData,
  i18n: I18n,
  locale: string,
  kind: BuybackDocument
) => Promise<Buffer>

const RENDERERS: Record<BuybackDocument, Renderer> = {
  transfer_order: transferOrder,
  tracking_sheet: trackingSheet,
  gift_card: (data, i18n, locale) => storedValue(data, 'gift_card', i18n, locale),
  voucher: (data, i18n, locale) => storedValue(data, 'voucher', i18n, locale),
  transport_order: transportOrder,
  return_order: returnOrder,
}
