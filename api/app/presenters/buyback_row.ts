import type Buyback from '#models/buyback'
import type { PlainRecord } from '#services/plain_records'

/**
 * One row of the list (list_options.ts withNames, read as a plain record): what a seller or manager reads at
 * a glance; never the IBAN or identity document.
 */
export function presentRow(row: PlainRecord<typeof Buyback>) {
  return {
    id: row.id,
    identificationNumber: row.identificationNumber,
    createdAt: row.createdAt.toISO(),
    status: row.status,
    // Read with a list's page (list_options.ts planPage); the details tell the litigation state instead.
    ...('pending_proposal' in row.$extras && {
      pendingProposal: Number(row.$extras.pending_proposal) === 1,
    }),
    channel: row.channel,
    circuit: row.$extras.circuit_name
      ? { code: row.$extras.circuit_code, name: row.$extras.circuit_name }
      : null,
    store: row.storeId ? { id: row.storeId, name: row.$extras.store_name } : null,
    customerName: row.$extras.customer_name ?? null,
    product: row.$extras.product_label ?? null,
    declaredGrade: row.declaredGrade,
    declaredPrice: row.declaredPrice,
    validatedPrice: row.validatedPrice,
    paidPrice: row.paidPrice,
  }
}
