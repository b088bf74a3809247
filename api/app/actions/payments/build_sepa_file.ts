import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import SEPA from 'sepa'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import SepaFile from '#models/sepa_file'
import BusinessError from '#exceptions/business_error'
import { movePayment, notifyPaymentSent } from '#actions/payments/shared'
import { SEPA_CURRENCY } from '#services/payments/sepa'
import { compactIban, documentOf, type Line } from '#services/payments/sepa_document'
import { lostTheRace } from '#services/status_transitions'
import { bankTakesFiles, sendToBankLater } from '#services/payments/sepa_bank'
import { privateFileKey } from '#services/stored_files'
import type { Actor } from '#services/actor'

/** The initiated bank transfers of the account, in one read. */
async function initiatedTransfers(accountId: number) {
  return Payment.query()
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .where('buybacks.account_id', accountId)
    .where('payments.status', 'payment_initiated')
    .whereIn('payment_modes.type', ['bank_transfer', 'no_iban_transfer'])
    .orderBy('payments.id')
    .select('payments.*')
}

/**
 * Builds the account's file now. Null when no transfer is ready (a transfer without IBAN waits for its
 * customer; one with a bad IBAN fails on the way).
 */
export async function buildSepaFile(accountId: number, actor: Actor | null = null): Promise<SepaFile | null> {
  const account = await Account.findOrFail(accountId)
  // A SEPA credit transfer is in euros only (pain.001 SEPA): another currency's transfers never go in a file.
  if (account.currency !== SEPA_CURRENCY) {
    throw new BusinessError('sepa_currency_not_euro', 409, { currency: account.currency })
  }
  const payments = await initiatedTransfers(accountId)
  if (payments.length === 0) return null
  const modes = new Map<number, PaymentMode>()
  for (const mode of await PaymentMode.query().whereIn('id', [
    ...new Set(payments.map((payment) => payment.paymentModeId!)),
  ])) {
    modes.set(mode.id, mode)
  }
  const buybacks = new Map<number, Buyback>()
  for (const buyback of await Buyback.query()
    .whereIn(
      'id',
      payments.map((payment) => payment.buybackId)
    )
    .preload('customer')) {
    buybacks.set(buyback.id, buyback)
  }

  // The account's bank account: the payment mode's own IBAN, else the one of its bank-transfer mode.
  const bankMode = await PaymentMode.query()
    .where('account_id', accountId)
    .where('type', 'bank_transfer')
    .whereNotNull('iban')
    .first()
  const lines: Line[] = []
  const refused: { payment: Payment; buyback: Buyback; reason: string }[] = []
  for (const payment of payments) {
    const buyback = buybacks.get(payment.buybackId)!
    const mode = modes.get(payment.paymentModeId!)!
    const customer = buyback.customer
    const given = payment.iban ?? (mode.type === 'bank_transfer' ? customer?.iban : null)
    if (!given) continue // A transfer without IBAN waits for its customer.
    const iban = compactIban(given)
    if (!SEPA.validateIBAN(iban)) {
      refused.push({ payment, buyback, reason: 'payment_iban_invalid' })
      continue
    }
    const debtor = mode.iban ?? bankMode?.iban
    if (!debtor || !SEPA.validateIBAN(compactIban(debtor))) {
      throw new BusinessError('sepa_debtor_iban_missing', 409, { mode: mode.label })
    }
    const name = payment.ibanHolder ?? `${customer?.firstname ?? ''} ${customer?.lastname ?? ''}`.trim()
    lines.push({ payment, buyback, iban, name, debtorIban: compactIban(debtor) })
  }

  const now = DateTime.utc()
  const messageId = `RPR${accountId}-${now.toFormat('yyyyMMddHHmmss')}-${randomBytes(3).toString('hex')}`
  const fileKey = privateFileKey(`sepa/${accountId}`, 'xml')
  const total = lines.reduce((sum, line) => sum + line.payment.amount, 0)
  const xml = lines.length ? documentOf(account, messageId, now, lines) : null
  // The file is written last inside the transaction, once every row is: a failure to write rolls the rows
  // back, and a rollback after it (the commit failing) removes the file. No orphan file, no row without file.
  let written = false
  // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
  const toBank = await bankTakesFiles(accountId)

  try {
    return await db.transaction(async (trx) => {
      for (const { payment, buyback, reason } of refused) {
        payment.useTransaction(trx)
        await movePayment(trx, payment, buyback, 'payment_failed', { failure_reason: reason }, reason)
      }
      if (lines.length === 0) return null
      const file = await SepaFile.create(
        {
          accountId,
          messageId,
          fileKey,
          paymentCount: lines.length,
          totalAmount: total,
          currency: account.currency,
          createdBy: actor?.user.id ?? null,
        },
        { client: trx }
      )
      const at = now.toSQL({ includeOffset: false })
      for (const { payment, buyback } of lines) {
        payment.useTransaction(trx)
        await movePayment(
          trx,
          payment,
          buyback,
          'payment_submitted',
          { sepa_file_id: file.id, submitted_at: at, attempts: payment.attempts + 1 },
          messageId
        )
        await notifyPaymentSent(trx, payment.id)
      }
      written = true
      await drive.use().put(fileKey, xml!)
      if (toBank) await sendToBankLater(trx, file)
      return file
    })
  } catch (error) {
    if (written)
      await drive
        .use()
        .delete(fileKey)
        .catch(() => {})
    // Built twice at once: the other file took these payments.
    if (lostTheRace(error)) throw new BusinessError('sepa_nothing_to_pay', 409)
    throw error
  }
}
