import { authHeaders, download, segment } from '../request'

/** A list's filters as a query string; a filter holding several values is sent once per value. */
function queryOf(filter: Record<string, unknown>) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) {
    for (const one of ([] as unknown[]).concat(value)) {
      if (one !== undefined && one !== null && one !== '') query.append(key, String(one))
    }
  }
  return query
}

/**
 * Files the API streams (labels, PDF documents, CSV exports), saved by the browser under the name the
 * server gives; a refusal shows in the error modal, and the promise rejects for a caller that says more.
 */
export const documentMethods = {
  downloadItemLabel: (itemId: string | number, itemNumber: string | number) =>
    download(`/items/${segment(itemId)}/label`, `label-${itemNumber}.pdf`),

  downloadBuybackDocument: (buybackId: string | number, kind: string) =>
    download(`/buybacks/${segment(buybackId)}/documents/${kind}`, `${kind}.pdf`),

  /** A return label is made on demand (the carrier is booked): a POST. */
  downloadQuarantineReturnLabel: (quarantineId: string | number) =>
    download(`/quarantine/${segment(quarantineId)}/return-label`, 'return-label.pdf', 'POST'),

  downloadSepaFile: (fileId: number, messageId: string) =>
    download(`/payments/sepa-files/${fileId}/download`, `${messageId}.xml`),

  /** A week's figures: for a spreadsheet in the admin's language, or raw (codes, 12.50) for machines. */
  downloadStatistics: (week: string, raw = false) =>
    download(
      `/dashboard-data/export?week=${segment(week)}${raw ? '&format=raw' : ''}`,
      `statistics-${week}.csv`
    ),

  /** A transport's document at the address the API gave for it (`/api/...`). */
  downloadTransportDocument: (link: string, name: string) => download(link.replace(/^\/api/, ''), name),

  /** An image the API serves only to a signed-in caller (an item's evidence photo); null when refused. */
  protectedImage: async (src: string): Promise<Blob | null> => {
    const response = await fetch(src, { headers: authHeaders() })
    return response.ok ? response.blob() : null
  },

  /**
   * The CSV export of a list: every row the current filters keep, not only the page shown; for a spreadsheet
   * in the admin's language, or raw (codes, 12.50) for machines.
   */
  exportCsv: (
    resource: 'buybacks' | 'transports',
    filter: Record<string, unknown>,
    fileName: string,
    raw = false
  ) => download(`/${resource}/export?${queryOf({ ...filter, ...(raw ? { format: 'raw' } : {}) })}`, fileName),
}
