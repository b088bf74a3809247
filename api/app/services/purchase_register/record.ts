import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'
import { nextNumber } from '#services/purchase_register/numbers'
import { DEFAULT_WEB_REGISTER, registerKeyOf, type WebRegister } from '#domain/retention'
import { BUYBACK_COMPLETED_STATUSES } from '#domain/statuses'
import type { HistoryRow } from '#domain/status_machine'

/**
 * The purchase register's writes (DESIGN.md §8), called by the status machine's one service
 * (services/status_transitions.ts) in the transaction of the move: a buy-back that becomes completed is
 * entered; one that leaves its completed statuses (a cancellation after completion) gets a correction. A price
 * that changes after the entry (actions/payments/initiate_payment.ts) gets a correction too. A correction is a new
 * entry, numbered in the same register, naming the entry it corrects; the first one is never changed.
 */
export type EntryKind = 'purchase' | 'cancellation' | 'price_change'

const completed = (status: string | null) =>
  status !== null && (BUYBACK_COMPLETED_STATUSES as readonly string[]).includes(status)

/** What one firing means for the register of its buy-back. */
export async function registerMoves(trx: TransactionClientContract, buybackId: number, moves: HistoryRow[]) {
  for (const move of moves) {
    if (move.subject !== 'buyback' || move.from === move.to) continue
    if (completed(move.to) && !completed(move.from)) await recordEntry(trx, buybackId, 'purchase')
    else if (completed(move.from) && !completed(move.to)) await recordEntry(trx, buybackId, 'cancellation')
  }
}

/** A registered buy-back whose price changed: a correction at the new price. */
export async function registerPriceChange(trx: TransactionClientContract, buybackId: number, price: number) {
  const last = await lastEntry(trx, buybackId)
  if (last && last.kind !== 'cancellation' && Number(last.price) !== price) {
    await recordEntry(trx, buybackId, 'price_change')
  }
}

const lastEntry = (trx: TransactionClientContract, buybackId: number) =>
  trx.from('purchase_register').where('buyback_id', buybackId).orderBy('id', 'desc').first()

const addressOf = (customer: Record<string, any>) =>
  [
    customer.street,
    customer.street_complement,
    [customer.zip_code, customer.city].filter(Boolean).join(' '),
    customer.country,
  ]
    .filter((part) => part)
    .join(', ') || null

const dateOnly = (value: unknown) =>
  value instanceof Date ? DateTime.fromJSDate(value).toISODate() : value ? String(value).slice(0, 10) : null

/**
 * One entry from the rows as they stand in the transaction: the item as verified (brand, model, category),
 * the identifiers and validated price of the buy-back, its payment type, the customer's identity. A buy-back
 * without a customer was bought from nobody the register can name: it is not entered.
 */
export async function recordEntry(
  trx: TransactionClientContract,
  buybackId: number,
  kind: EntryKind,
  at = DateTime.now()
) {
  const buyback = await trx.from('buybacks').where('id', buybackId).firstOrFail()
  if (!buyback.customer_id) return null
  const first = kind === 'purchase' ? null : await firstEntry(trx, buybackId)
  if (kind !== 'purchase' && !first) return null
  const customer = await trx.from('customers').where('id', buyback.customer_id).firstOrFail()
  const item = await trx.from('items').where('buyback_id', buybackId).first()
  const categoryId = item?.category_id ?? buyback.category_id
  const category = categoryId
    ? await trx.from('categories').where('id', categoryId).select('label').first()
    : null
  const mode = buyback.payment_mode_id
    ? await trx.from('payment_modes').where('id', buyback.payment_mode_id).select('type').first()
    : null
  const account = await trx.from('accounts').where('id', buyback.account_id).select('currency').first()
  const settings = await trx
    .from('organization_root_details')
    .where('account_id', buyback.account_id)
    .select('web_purchase_register')
    .first()
  const register = first
    ? { key: first.register_key, organizationId: first.organization_id }
    : registerKeyOf(
        {
          channel: buyback.channel,
          storeId: buyback.store_id,
          warehouseId: buyback.warehouse_id,
          accountId: buyback.account_id,
        },
        (settings?.web_purchase_register as WebRegister | null) ?? DEFAULT_WEB_REGISTER
      )
  const number = await nextNumber(trx, register.key)
  const now = sqlDateTime(at)
  const price = buyback.validated_price ?? buyback.declared_price ?? 0
  const row = {
    account_id: buyback.account_id,
    register_key: register.key,
    organization_id: register.organizationId,
    number,
    kind,
    corrects_entry_id: first?.id ?? null,
    buyback_id: buybackId,
    recorded_at: now,
    category: category?.label ?? null,
    brand: item?.brand ?? null,
    model: item?.model ?? null,
    serial_number: buyback.serial_number ?? null,
    imei: buyback.imei ?? null,
    price: kind === 'cancellation' ? 0 : Number(price),
    currency: account?.currency ?? 'EUR',
    payment_type: mode?.type ?? null,
    seller_firstname: customer.firstname,
    seller_lastname: customer.lastname,
    seller_address: addressOf(customer),
    seller_email: customer.email,
    identity_type: customer.national_identification_type ?? null,
    identity_number: customer.national_identification_number ?? null,
    identity_authority: customer.national_identification_authority ?? null,
    identity_delivery_date: dateOnly(customer.national_identification_delivery_date),
    created_at: now,
  }
  await trx.insertQuery().table('purchase_register').insert(row)
  return row
}

const firstEntry = (trx: TransactionClientContract, buybackId: number) =>
  trx
    .from('purchase_register')
    .where('buyback_id', buybackId)
    .where('kind', 'purchase')
    .orderBy('id', 'asc')
    .first()
