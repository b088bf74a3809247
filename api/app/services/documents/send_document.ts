import type { HttpContext } from '@adonisjs/core/http'
import type Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import { renderBuybackDocument, type BackOfficeDocument } from '#services/documents/buyback_documents'
import { labelBytes, labelFileName, labelState } from '#services/shipping_labels'
import { sendFile } from '#services/stored_files'

/**
 * The label when booked: 404 when none is expected, 425 while the carrier has not answered yet, 410 when the
 * carrier refused it (the store books it again once it has corrected the address: the customer stops asking).
 */
export async function readyLabel(buyback: Buyback) {
  const state = await labelState(buyback)
  if (state === 'not_expected') throw new BusinessError('shipping_label_not_expected', 404)
  if (state === 'pending') throw new BusinessError('shipping_label_not_ready', 425)
  if (state === 'refused') throw new BusinessError('shipping_label_refused', 410)
  return labelBytes(buyback.id)
}

/** Sends a buy-back's PDF as a download, never rendered as anything else by the browser. */
export async function sendBuybackDocument(
  response: HttpContext['response'],
  buyback: Buyback,
  kind: BackOfficeDocument
) {
  const { bytes, fileName } =
    kind === 'shipping_label'
      ? { bytes: await readyLabel(buyback), fileName: await labelFileName(buyback) }
      : await renderBuybackDocument(buyback.id, kind)
  return sendFile(response, { body: bytes, contentType: 'application/pdf', fileName })
}
