import type PurchaseRegisterEntry from '#models/purchase_register_entry'

/**
 * An entry as the API answers it (`GET /api/purchase-register`). A seller erased once the register's own
 * legal period passed answers `null` fields and `seller.erased: true`: the screens and documents say "effacé".
 */
export function presentEntry(entry: PurchaseRegisterEntry) {
  const extras = entry.$extras as { store_name?: string | null; corrected_number?: number | null }
  return {
    id: entry.id,
    number: entry.number,
    kind: entry.kind,
    corrects: entry.correctsEntryId
      ? { id: entry.correctsEntryId, number: extras.corrected_number ?? null }
      : null,
    recordedAt: entry.recordedAt.toUTC().toISO(),
    buybackId: entry.buybackId,
    store: {
      id: entry.organizationId,
      name: extras.store_name ?? null,
      register: entry.registerKey.split(':')[0],
    },
    object: {
      category: entry.category,
      brand: entry.brand,
      model: entry.model,
      serialNumber: entry.serialNumber,
      imei: entry.imei,
    },
    price: entry.price,
    currency: entry.currency,
    paymentType: entry.paymentType,
    seller: {
      firstname: entry.sellerFirstname,
      lastname: entry.sellerLastname,
      address: entry.sellerAddress,
      email: entry.sellerEmail,
      identityType: entry.identityType,
      identityNumber: entry.identityNumber,
      identityAuthority: entry.identityAuthority,
      identityDeliveryDate: entry.identityDeliveryDate
        ? String(entry.identityDeliveryDate).slice(0, 10)
        : null,
      erased: entry.sellerErasedAt !== null,
    },
  }
}

export type PresentedEntry = ReturnType<typeof presentEntry>
