import type Payment from '#models/payment'
import type SepaFile from '#models/sepa_file'
import { sandboxPaidOf } from '#services/payments/providers'

/** Whether the embedded sandbox pays it depends on the payment's account and type only. */
const sandboxKey = (row: Payment) => ({
  accountId: Number(row.$extras.account_id),
  type: String(row.$extras.mode_type ?? 'manual'),
})

/** A payment row as the back office shows it (read by queries/payments/list.ts, with its names). */
function presentPayment(row: Payment, sandbox: boolean) {
  const extra = row.$extras
  const type = extra.mode_type ?? 'manual'
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    amount: row.amount,
    currency: extra.currency,
    type,
    provider: row.provider,
    /** The mode's name as the client calls it (the buy-back shows the same). */
    modeLabel: extra.mode_label ?? null,
    /** Paid by the embedded sandbox: no active configuration of its kind (DESIGN.md §7). */
    sandbox,
    buyback: { id: row.buybackId, identificationNumber: extra.buyback_number },
    customer: {
      name: extra.customer_name ?? '',
      email: extra.customer_email,
    },
    createdAt: row.createdAt.toISO(),
    updatedAt: row.updatedAt.toISO(),
    paidAt: row.paidAt?.toISO() ?? null,
    failureReason: row.failureReason,
    failureDetail: row.failureDetail,
    attempts: row.attempts,
    canRelaunch: row.status === 'payment_failed',
    canMarkAsPaid: type === 'manual' && row.status === 'awaiting_payment',
    manualPaymentInfo: row.manualPaymentInfo,
    sepaFile: row.sepaFileId ? { id: row.sepaFileId, messageId: extra.sepa_message_id } : null,
  }
}

/** The rows of a page, presented, with whether the sandbox paid them asked once per account and type. */
export async function presentPayments(rows: Payment[]) {
  const sandboxPaid = await sandboxPaidOf(rows.map(sandboxKey))
  return rows.map((row) => presentPayment(row, sandboxPaid(sandboxKey(row))))
}

export async function presentOnePayment(row: Payment) {
  const [presented] = await presentPayments([row])
  return presented
}

export const presentSepaFile = (file: SepaFile) => ({
  id: file.id,
  messageId: file.messageId,
  paymentCount: file.paymentCount,
  totalAmount: Number(file.totalAmount),
  currency: file.currency,
  createdAt: file.createdAt.toISO(),
  confirmedAt: file.confirmedAt?.toISO() ?? null,
  sentAt: file.sentAt?.toISO() ?? null,
  bankReference: file.bankReference,
})
