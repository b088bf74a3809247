import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
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
