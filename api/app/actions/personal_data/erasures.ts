import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SELLER_COLUMNS } from '#domain/purchase_register'

/**
 * The erasures of personal data (DESIGN.md §8), shared by the nightly retention job, a person's erasure
 * request and an account's deletion. Each writes when it erased, so that screens and documents say "effacé".
 * None touches the purchase register's own copy of the seller, kept for its legal period (eraseSellers).
 */
export const ANONYMOUS = 'Anonyme'

export const anonymousEmail = (kind: string, id: number) => `${kind}-${id}@anonymised.invalid`

const IDENTITY = {
  iban: null,
  national_identification_type: null,
  national_identification_number: null,
  national_identification_authority: null,
  national_identification_delivery_date: null,
}

/** Customers' identity documents and IBANs. */
export async function eraseIdentities(trx: TransactionClientContract, ids: number[], now: string) {
  if (!ids.length) return 0
  await trx
    .from('customers')
    .whereIn('id', ids)
    .update({ ...IDENTITY, identity_erased_at: now, updated_at: now })
  return ids.length
}

/** Customers' contact data (names, e-mail, phone, address), their identity with it. */
export async function eraseContacts(trx: TransactionClientContract, ids: number[], now: string) {
  if (!ids.length) return 0
  await trx
    .from('customers')
    .whereIn('id', ids)
    .whereNull('identity_erased_at')
    .update({ identity_erased_at: now })
  for (const id of ids) {
    await trx
      .from('customers')
      .where('id', id)
      .update({
        ...IDENTITY,
        firstname: ANONYMOUS,
        lastname: '-',
        email: anonymousEmail('customer', id),
        phone: null,
        street: null,
        street_complement: null,
        zip_code: null,
        city: null,
        contact_erased_at: now,
        updated_at: now,
      })
  }
  return ids.length
}

/** Payments' bank details (IBAN and holder). */
export async function eraseBankDetails(trx: TransactionClientContract, ids: number[], now: string) {
  if (!ids.length) return 0
  await trx
    .from('payments')
    .whereIn('id', ids)
    .update({ iban: null, iban_holder: null, bank_erased_at: now, updated_at: now })
  return ids.length
}

/**
 * The register's sellers, once the register's own legal period has passed: the one change its trigger lets
 * through (migration 0135), every other column kept.
 */
export async function eraseSellers(trx: TransactionClientContract, ids: number[], now: string) {
  if (!ids.length) return 0
  const emptied = Object.fromEntries(SELLER_COLUMNS.map((column) => [column, null]))
  await trx
    .from('purchase_register')
    .whereIn('id', ids)
    .update({ ...emptied, seller_erased_at: now })
  return ids.length
}
