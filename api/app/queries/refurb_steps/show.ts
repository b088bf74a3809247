import RefurbStep from '#models/refurb_step'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The caller's account's refurb steps, each with its cost per workshop. */
export const stepsWithCosts = (actor: Actor) => tenancy.owned(RefurbStep.query(), actor).preload('costs')

/** One refurb step the caller sees; 404 otherwise. */
export const visibleRefurbStep = (actor: Actor, id: string | number) =>
  tenancy.owned(RefurbStep.query(), actor).where('refurb_steps.id', id).preload('costs').firstOrFail()
