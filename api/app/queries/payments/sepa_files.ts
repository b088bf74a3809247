import { visibleSepaFiles } from '#services/payments/sepa'
import type { Actor } from '#services/actor'

/** The last hundred SEPA files the caller's account keeps, newest first. */
export const latestSepaFiles = (actor: Actor) =>
  visibleSepaFiles(actor).orderBy('created_at', 'desc').limit(100)

/** One SEPA file the caller's account keeps; 404 otherwise. */
export const visibleSepaFile = (actor: Actor, id: unknown) =>
  visibleSepaFiles(actor).where('id', Number(id)).firstOrFail()
