import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import User from '#models/user'
import { computeWeek } from '#services/statistics/compute'
import { parseWeek } from '#services/statistics/week'

/**
 * A controlled set of buy-backs in the week of Monday 3 March 2025 (2025-W10), long before the demo's
 * buy-backs (the last 60 days), whose figures the statistics spec computes by hand.
 */
export const WEEK = '2025-W10'

let sequence = 0

async function storesOf(unitName: string) {
  const unit = await Organization.findByOrFail('commonName', unitName)
  return Organization.query()
    .where('path', 'like', `${unit.path}${unit.id}/%`)
    .where('type', 'store')
    .orderBy('id')
}

interface Spec {
  accountId: number
  status: string
  channel?: 'store' | 'web'
  storeId?: number | null
  sellerId?: number | null
  categoryId?: number | null
  createdAt: string
  declaredGrade: string
  controlledGrade?: string
  declaredPrice: number
  validatedPrice?: number
  paidPrice?: number
  /** [event, subject, to_status, at] */
  events?: [string, 'buyback' | 'payment', string, string][]
}

export async function insertBuyback(spec: Spec) {
  sequence += 1
  const [id] = (await db
    .insertQuery()
    .table('buybacks')
    .insert({
      identification_number: `9${String(Date.now()).slice(-7)}${String(sequence).padStart(5, '0')}`,
      account_id: spec.accountId,
      status: spec.status,
      channel: spec.channel ?? 'store',
      category_id: spec.categoryId ?? null,
      store_id: spec.storeId ?? null,
      seller_id: spec.sellerId ?? null,
      declared_grade: spec.declaredGrade,
      controlled_grade: spec.controlledGrade ?? null,
      declared_price: spec.declaredPrice,
      validated_price: spec.validatedPrice ?? null,
      paid_price: spec.paidPrice ?? null,
      version: 1,
      created_at: spec.createdAt,
      updated_at: spec.createdAt,
    })) as unknown as [number]
  for (const [event, subject, to, at] of spec.events ?? []) {
    await db.table('status_history').insert({
      subject_type: subject,
      subject_id: id,
      buyback_id: id,
      event,
      from_status: null,
      to_status: to,
      actor_kind: 'system',
      created_at: at,
    })
  }
  return id
}

/**
 * Demo Retail: B1, B2 in a store below "Direction Île-de-France" (seller X), B3 in a store of the other unit
 * (seller Y), B4 on the web, B5 created the week before and checked in during the week, B7 just after the
 * week. Other Retail: B6.
 */
export async function knownWeek() {
  const retail = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
  const inUnit = (await storesOf('Direction Île-de-France'))[0]
  const units = await Organization.query()
    .where('account_id', retail.id)
    .where('type', 'management_unit')
    .whereNot('common_name', 'Direction Île-de-France')
  const elsewhere = (await storesOf(units[0].commonName))[0]
  const otherStore = await Organization.query()
    .where('account_id', other.id)
    .where('type', 'store')
    .firstOrFail()
  const sellerX = await User.findByOrFail('email', 'seller@demo-retail.test')
  const sellerY = await User.query().where('account_id', retail.id).whereNot('id', sellerX.id).firstOrFail()
  const categories = await db
    .from('categories')
    .where('account_id', retail.id)
    .orderBy('id')
    .limit(2)
    .select('id', 'label')
  const [c1, c2] = categories
  const base = { accountId: retail.id }
  const ids = {
    b1: await insertBuyback({
      ...base,
      status: 'bb_completed',
      storeId: inUnit.id,
      sellerId: sellerX.id,
      categoryId: c1.id,
      createdAt: '2025-03-03 10:00:00',
      declaredGrade: 'A',
      controlledGrade: 'A',
      declaredPrice: 10000,
      validatedPrice: 10000,
      paidPrice: 10000,
      events: [
        ['checked_in', 'buyback', 'bb_in_processing', '2025-03-03 14:00:00'],
        ['verified_as_declared', 'buyback', 'bb_completed', '2025-03-04 10:00:00'],
        ['payment_succeeded', 'payment', 'payment_completed', '2025-03-05 10:00:00'],
      ],
    }),
    b2: await insertBuyback({
      ...base,
      status: 'bb_completed_with_negociation',
      storeId: inUnit.id,
      sellerId: sellerX.id,
      categoryId: c1.id,
      createdAt: '2025-03-04 08:00:00',
      declaredGrade: 'B',
      controlledGrade: 'C',
      declaredPrice: 20000,
      validatedPrice: 15000,
      events: [
        ['checked_in', 'buyback', 'bb_in_processing', '2025-03-04 18:00:00'],
        ['proposal_sent', 'buyback', 'bb_in_processing', '2025-03-05 08:00:00'],
        ['proposal_accepted', 'buyback', 'bb_completed_with_negociation', '2025-03-06 08:00:00'],
      ],
    }),
    b3: await insertBuyback({
      ...base,
      status: 'bb_completed_by_price',
      storeId: elsewhere.id,
      sellerId: sellerY.id,
      categoryId: c2.id,
      createdAt: '2025-03-05 12:00:00',
      declaredGrade: 'C',
      controlledGrade: 'B',
      declaredPrice: 5000,
      validatedPrice: 6000,
      paidPrice: 6000,
      events: [
        ['checked_in', 'buyback', 'bb_in_processing', '2025-03-05 20:00:00'],
        ['verified_higher', 'buyback', 'bb_completed_by_price', '2025-03-06 12:00:00'],
        ['marked_as_paid', 'payment', 'payment_completed', '2025-03-08 12:00:00'],
      ],
    }),
    b4: await insertBuyback({
      ...base,
      status: 'bb_in_transit',
      channel: 'web',
      categoryId: c2.id,
      createdAt: '2025-03-06 09:00:00',
      declaredGrade: 'A',
      declaredPrice: 30000,
    }),
    b5: await insertBuyback({
      ...base,
      status: 'bb_in_processing',
      storeId: inUnit.id,
      sellerId: sellerX.id,
      categoryId: c1.id,
      createdAt: '2025-02-28 12:00:00',
      declaredGrade: 'D',
      declaredPrice: 1000,
      events: [['checked_in', 'buyback', 'bb_in_processing', '2025-03-03 12:00:00']],
    }),
    b6: await insertBuyback({
      accountId: other.id,
      status: 'bb_awaiting_inventory',
      storeId: otherStore.id,
      createdAt: '2025-03-07 10:00:00',
      declaredGrade: 'E',
      declaredPrice: 2000,
    }),
    b7: await insertBuyback({
      ...base,
      status: 'bb_awaiting_inventory',
      storeId: inUnit.id,
      sellerId: sellerX.id,
      categoryId: c1.id,
      createdAt: '2025-03-10 00:00:00',
      declaredGrade: 'A',
      declaredPrice: 99900,
    }),
  }
  return { ids, retail, other, inUnit, elsewhere, sellerX, sellerY, c1, c2 }
}

/** The snapshots of the known week, as the Monday job makes them (the dashboard only reads them). */
export const computeKnownWeek = () => computeWeek(parseWeek(WEEK)!)
