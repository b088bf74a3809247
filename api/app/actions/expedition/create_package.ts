import { randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Package from '#models/package'
import { expeditionKindOf, refuse } from '#services/expedition/eligibility'
import { putIn } from '#actions/expedition/shared'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'

/** Where each kind of package leaves from: a store's to its workshop, a workshop's to the buyer. */
const ORIGIN_TYPE = { to_workshop: 'store', to_buyer: 'warehouse' } as const

/**
 * `POST /api/packages { code }`: a package opens with its first item (never an empty one left
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
