import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Organization from '#models/organization'
import { fire, lostTheRace } from '#services/status_transitions'
import { claimEdit } from '#services/concurrency'
import { candidates, expeditionKindOf, refuse, refusalFor } from '#services/expedition/eligibility'
import { bookShipment, partyOf } from '#services/expedition/booking'
import { recordTransport } from '#actions/transports/record_transport'
import { visiblePackage } from '#queries/expedition/visible_package'
import { privateFileKey } from '#services/stored_files'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

/**
 * `POST /api/packages/:id/close { version }`: each item is checked again, the carrier books the parcel
 * (its label stored), then one transaction locks the package, records its transport and moves every item.
 */
export async function closePackage(actor: Actor, packageId: number, version: unknown, language: string) {
  const kind = expeditionKindOf(actor)
  const pkg = await visiblePackage(actor, packageId)
  await bouncerOf(actor).with('PackagePolicy').authorize('prepare', pkg)
  if (pkg.status !== 'open') throw refuse('expedition_already_processed')
  claimEdit(pkg, version)
  const itemIds = (await db.from('package_items').where('package_id', pkg.id).select('item_id')).map((row) =>
    Number(row.item_id)
  )
  if (itemIds.length === 0 || !pkg.destinationId) throw refuse('expedition_package_not_closable')
  const content = await candidates(actor, kind, (query) => query.whereIn('items.id', itemIds))
  if (content.length !== itemIds.length) throw refuse('expedition_package_not_closable')
  for (const item of content) {
    const refusal = refusalFor(kind, item, 'package', pkg, true)
    if (refusal) throw refuse(refusal)
  }

  const [origin, destination] = await Promise.all([
    Organization.find(pkg.originId),
    Organization.find(pkg.destinationId),
  ])
  const weights = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .leftJoin('products', 'products.id', 'buybacks.product_id')
    .whereIn('items.id', itemIds)
    .sum('products.weight as grams')
  const labelKey = privateFileKey('labels', 'pdf')
  const shipment = await bookShipment(
    pkg.accountId,
    {
      reference: pkg.number,
      sender: partyOf(origin),
      recipient: partyOf(destination),
      weightGrams: Number(weights[0]?.grams) || null,
      itemCount: itemIds.length,
    },
    language,
    labelKey
  )

  try {
    await db.transaction(async (trx) => {
      pkg.useTransaction(trx)
      await pkg.merge({ status: 'shipped', closedAt: DateTime.now() }).save()
      await recordTransport(trx, shipment, {
        kind: kind === 'to_workshop' ? 'store_to_workshop' : 'workshop_to_buyer',
        accountId: pkg.accountId,
        originId: pkg.originId,
        destinationId: pkg.destinationId,
        packageId: pkg.id,
        labelKey,
      })
      const by = { kind: 'user' as const, actor }
      for (const itemId of itemIds) {
        const item = await Item.findOrFail(itemId, { client: trx })
        if (kind === 'to_workshop') {
          const buyback = await Buyback.findOrFail(item.buybackId, { client: trx })
          await fire(trx, 'package_shipped', { buyback, item }, by, pkg.number)
        } else {
          await fire(trx, 'shipped_to_buyer', { item }, by, pkg.number)
          // Off the shelf: the item has left the workshop.
          await trx.from('items').where('id', item.id).update({ stock_id: null, stock_entered_at: null })
        }
      }
    })
  } catch (error) {
    if (lostTheRace(error)) throw refuse('expedition_already_processed')
    throw error
  }
}
