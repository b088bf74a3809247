import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import Organization from '#models/organization'
import { newIdentificationNumber } from '#services/identification_numbers'
import { declared, submit } from '#tests/helpers/verification'

export const OPERATOR = 'operator@demo-retail.test'
export const LILLE = 'DR-WH-LIL'

/** Demo items on their way to Lille, with their buy-backs: what the workshop may check in and verify. */
export async function itemsInTransit(
  count: number,
  channel?: 'web' | 'store',
  order: 'asc' | 'desc' = 'desc'
) {
  const lille = await Organization.findByOrFail('external_id', LILLE)
  const query = db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', lille.id)
    .whereIn('items.status', ['item_in_transit', 'item_awaiting_inventory'])
    .whereNotNull('buybacks.customer_id')
    .whereNotIn('buybacks.id', db.from('purchase_register').select('buyback_id'))
    .orderBy('items.id', order)
    .limit(count)
    .select('items.id', 'items.identification_number', 'buybacks.id as buyback_id')
  if (channel) query.where('buybacks.channel', channel)
  return query
}

/** A row to insert again: everything but its id. */
const withoutId = ({ id: _id, ...row }: Record<string, unknown>) => row

const idOf = (inserted: unknown) =>
  Number(typeof inserted === 'object' && inserted ? (inserted as { id: number }).id : inserted)

/**
 * Copies of demo buy-backs on their way to Lille (buy-back, item, payments and customer, under new numbers
 * and a new e-mail address), committed: tests that complete buy-backs outside a global transaction use them,
 * so the demo's own parcels stay for the tests that follow. Each copy carries an IMEI of its own.
 */
export async function copiesInTransit(count: number, channel: 'web' | 'store') {
  const sources = await itemsInTransit(count, channel, 'asc')
  if (sources.length < count) throw new Error(`only ${sources.length} ${channel} items in transit to copy`)
  const copies: { id: number; identification_number: string; buyback_id: number; imei: string }[] = []
  await db.transaction(async (trx) => {
    for (const [index, source] of sources.entries()) {
      const buyback = await trx.from('buybacks').where('id', source.buyback_id).firstOrFail()
      const customer = await trx.from('customers').where('id', buyback.customer_id).firstOrFail()
      const mark = randomUUID().slice(0, 8)
      const customerId = idOf(
        (
          await trx
            .table('customers')
            .insert({ ...withoutId(customer), email: `copie-${mark}@register.test` })
            .returning('id')
        )[0]
      )
      const buybackId = idOf(
        (
          await trx
            .table('buybacks')
            .insert({
              ...withoutId(buyback),
              customer_id: customerId,
              identification_number: await newIdentificationNumber(trx, 'buybacks'),
              reference: null,
              imei: buyback.imei ? imei(index, buyback.imei) : null,
            })
            .returning('id')
        )[0]
      )
      const item = await trx.from('items').where('id', source.id).firstOrFail()
      const identificationNumber = await newIdentificationNumber(trx, 'items')
      const itemId = idOf(
        (
          await trx
            .table('items')
            .insert({
              ...withoutId(item),
              buyback_id: buybackId,
              identification_number: identificationNumber,
            })
            .returning('id')
        )[0]
      )
      for (const payment of await trx.from('payments').where('buyback_id', source.buyback_id)) {
        await trx
          .table('payments')
          .insert({ ...withoutId(payment), buyback_id: buybackId, idempotency_key: null })
      }
      copies.push({
        id: itemId,
        identification_number: identificationNumber,
        buyback_id: buybackId,
        imei: imei(index, buyback.imei),
      })
    }
  })
  return copies
}

/** The type allocation code of the copied IMEI (the demo phones' when none) with a serial of its own. */
function imei(serial: number, copied: string | null) {
  const body = `${copied?.slice(0, 8) ?? '49015420'}${String(300000 + serial).padStart(6, '0')}`
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** Checks an item in and prepares the verification of its declaration as found: what `submit` needs. */
export async function readyToVerify(
  client: ApiClient,
  token: string,
  item: { identification_number: string; id: number },
  base = ''
) {
  const checkin = await client
    .post(`${base}/api/warehouse/checkins`)
    .bearerToken(token)
    .json({ code: item.identification_number })
  checkin.assertStatus(201)
  const { form, answers } = await declared(client, token, item)
  return { version: form.item.version, productId: form.declaredProduct.id, answers }
}

/** Checks an item in and verifies it as declared: its buy-back is completed. */
export async function complete(
  client: ApiClient,
  token: string,
  item: { identification_number: string; id: number }
) {
  const body = await readyToVerify(client, token, item)
  const response = await submit(client, token, item.id, { ...body, serialNumber: 'SN-REG-1' })
  if (response.status() !== 201) throw new Error(JSON.stringify(response.body()))
  return response
}
