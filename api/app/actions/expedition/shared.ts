import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Package from '#models/package'
import { candidateByCode, expeditionKindOf, refuse, refusalFor } from '#services/expedition/eligibility'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'
import { visiblePackage } from '#queries/expedition/visible_package'

/**
 * What the package actions share. The packages: a store fills
 * one with the items awaiting inventory for a workshop, a workshop one with the items done with for a buyer. Scanned in while open; closed, the content is locked, the
 * carrier books the parcel and every item moves (`package_shipped` from a store, `shipped_to_buyer` from a
 * workshop) in one transaction with the transport. Every change moves the package's version: a close sent
 * from a screen that missed someone else's scan is refused (409 `conflict`).
 */

/** A package the caller sees and prepares (PackagePolicy), still open. */
export async function openPackage(trx: TransactionClientContract, actor: Actor, id: number) {
  const pkg = await visiblePackage(actor, id, trx)
  await bouncerOf(actor).with('PackagePolicy').authorize('prepare', pkg)
  if (pkg.status !== 'open') throw refuse('expedition_already_processed')
  return pkg
}

/** The scanned item goes into the open package, if it may; the first one sets where it goes. */
export async function putIn(trx: TransactionClientContract, actor: Actor, pkg: Package, code: string) {
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
