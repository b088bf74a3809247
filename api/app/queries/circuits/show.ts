import Circuit from '#models/circuit'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** One circuit the caller sees, with its instructions, packing steps and payment modes; 404 otherwise. */
export const visibleCircuit = (actor: Actor, id: string | number) =>
  tenancy
    .owned(Circuit.query(), actor)
    .where('circuits.id', id)
    .preload('defaultInstructions', (query) => query.orderBy('sequence'))
    .preload('packingSteps', (query) => query.orderBy('sequence'))
    .preload('paymentModes')
    .firstOrFail()
