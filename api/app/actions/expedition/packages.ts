import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Organization from '#models/organization'
import Package from '#models/package'
import { fire, lostTheRace } from '#services/status_transitions'
import { claimEdit } from '#services/concurrency'
import { tenancy } from '#services/tenancy/scopes'
import {
  candidateByCode,
  candidates,
  expeditionKindOf,
  refuse,
  refusalFor,
} from '#services/expedition/eligibility'
import { bookShipment, partyOf, recordTransport } from '#services/expedition/booking'
import { privateFileKey } from '#services/stored_files'
import { bouncerOf } from '#policies/main'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'

/**
 * The packages of issue 18: a store fills one with the items awaiting inventory for a workshop, a workshop
 * one with the items done with for a buyer. Scanned in while open; closed, the content is locked, the
 * carrier books the parcel and every item moves (`package_shipped` from a store, `shipped_to_buyer` from a
 * workshop) in one transaction with the transport. Every change moves the package's version: a close sent
 * from a screen that missed someone else's scan is refused (409 `conflict`).
 */

const ORIGIN_TYPE = { to_workshop: 'store', to_buyer: 'warehouse' } as const

/** A package the caller sees (DESIGN.md §2), else 404. */
export function visiblePackage(actor: Actor, id: number, client?: TransactionClientContract) {
  return tenancy.packages(Package.query({ client }), actor).where('packages.id', id).firstOrFail()
}

/**
 * `POST /api/packages { code }`: a package opens with its first item (issue 30: never an empty one left
 * behind by a click), in one transaction: a refused item leaves no package.
 */
export async function createPackage(actor: Actor, code: string) {
  const kind = expeditionKindOf(actor)
  const origin = actor.organization
  if (!origin || origin.type !== ORIGIN_TYPE[kind]) throw refuse('expedition_no_origin')
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        const pkg = await Package.create(
          {
            number: `PK${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`,
            accountId: origin.accountId,
            kind,
            originId: origin.id,
            destinationId: null,
            destinationAccountId: null,
            status: 'open',
            createdBy: actor.user.id,
          },
          { client: trx }
        )
        await putIn(trx, actor, pkg, code)
        return pkg
      })
    } catch (error) {
      // Two packages drew the same number: draw again (a unique index guards it). A refusal is final.
      if (error instanceof BusinessError || attempt >= 3) throw error
    }
  }
}

/** A package the caller sees and prepares (PackagePolicy), still open. */
async function openPackage(trx: TransactionClientContract, actor: Actor, id: number) {
  const pkg = await visiblePackage(actor, id, trx)
  await bouncerOf(actor).with('PackagePolicy').authorize('prepare', pkg)
  if (pkg.status !== 'open') throw refuse('expedition_already_processed')
  return pkg
}

/** The scanned item goes into the open package, if it may; the first one sets where it goes. */
async function putIn(trx: TransactionClientContract, actor: Actor, pkg: Package, code: string) {
  const kind = expeditionKindOf(actor)
  const { candidate } = await candidateByCode(actor, code, trx)
  await bouncerOf(actor).with('PackagePolicy').authorize('addItem', pkg, candidate)
  const refusal = refusalFor(kind, candidate, 'package', pkg)
  if (refusal) throw refuse(refusal)
  await trx.insertQuery().table('package_items').insert({ package_id: pkg.id, item_id: candidate.id })
  if (!pkg.destinationId) {
    pkg.destinationId = candidate.destinationId
    pkg.destinationAccountId = kind === 'to_buyer' ? candidate.buyerAccountId : pkg.accountId
  }
  pkg.useTransaction(trx)
  await pkg.merge({ updatedAt: DateTime.now() }).save()
}

/** `POST /api/packages/:id/items { code }`: the scanned item goes in, if it may. */
export async function addToPackage(actor: Actor, packageId: number, code: string) {
  await db.transaction(async (trx) => {
    await putIn(trx, actor, await openPackage(trx, actor, packageId), code)
  })
}

/** `DELETE /api/packages/:id/items/:itemId`: taken out again while the package is open. */
export async function removeFromPackage(actor: Actor, packageId: number, itemId: number) {
  await db.transaction(async (trx) => {
    const pkg = await openPackage(trx, actor, packageId)
    const removed = await trx.from('package_items').where({ package_id: pkg.id, item_id: itemId }).delete()
    if (!Number(removed)) throw refuse('expedition_item_unknown')
    const [{ total }] = await trx.from('package_items').where('package_id', pkg.id).count('* as total')
    if (Number(total) === 0) {
      pkg.destinationId = null
      pkg.destinationAccountId = null
    }
    pkg.useTransaction(trx)
    await pkg.merge({ updatedAt: DateTime.now() }).save()
  })
}

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
