import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import SepaFile from '#models/sepa_file'
import type { Actor } from '#services/actor'

/**
 * The bank transfers of an account leave together in a SEPA credit-transfer file (pain.001.001.09), built
 * once a day by a scheduled job or on demand (actions/payments/build_sepa_file.ts, the XML written by
 * sepa_document.ts): the debtor is the account with the IBAN of the payment mode, each creditor a customer
 * with the IBAN given at the counter or through the storefront link. IBANs are decrypted there and nowhere
 * else. An IBAN the bank would refuse fails its payment (`payment_iban_invalid`) instead of spoiling the
 * file. Built, the file's payments are `awaiting_payment`; the bank's execution
 * (actions/payments/confirm_sepa_file.ts) completes them. Only an account in euros has a file
 * (`sepa_currency_not_euro` otherwise). What both use cases and the daily job share stays here.
 */
export const SEPA_CURRENCY = 'EUR'

/** The accounts in euros with transfers to send (the daily job builds one file each). */
export async function accountsWithTransfers(): Promise<number[]> {
  const rows = await db
    .from('payments')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .join('accounts', 'accounts.id', 'buybacks.account_id')
    .where('payments.status', 'payment_initiated')
    .whereIn('payment_modes.type', ['bank_transfer', 'no_iban_transfer'])
    .where('accounts.currency', SEPA_CURRENCY)
    .distinct('buybacks.account_id')
  return rows.map((row) => Number(row.account_id))
}

/** The SEPA files the caller's account keeps (a platform admin sees every account's). */
export function visibleSepaFiles(actor: Actor) {
  const query = SepaFile.query()
  return actor.isSuperAdmin ? query : query.where('account_id', actor.accountId)
}

export async function sepaFileXml(file: SepaFile) {
  return Buffer.from(await drive.use().getBytes(file.fileKey))
}
