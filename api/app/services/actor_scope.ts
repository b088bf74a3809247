import { AsyncLocalStorage } from 'node:async_hooks'
import type { Actor } from '#services/actor'

/**
 * The actor of the current request, for the audit hooks that write who changed a row without being handed a
 * request (services/audit.ts). Only requests with an actor run inside this storage: the access middleware
 * enters it once it has resolved a signed-in user. AdonisJS' own storage of the HTTP context
 * (`useAsyncLocalStorage`) ran every request inside one, and on Node 20 a storage in use installs promise hooks
 * that every promise of the process pays for (a tenth of a health check's CPU). Here the storage is
 * disabled again, hooks removed, whenever no request with an actor is in flight, so that health checks, the
 * storefront's calls and other requests without an actor pay nothing while none is.
 */
const storage = new AsyncLocalStorage<Actor>()
let inFlight = 0

export async function runAsActor<Result>(actor: Actor, work: () => Promise<Result>): Promise<Result> {
  inFlight++
  try {
    return await storage.run(actor, work)
  } finally {
    if (--inFlight === 0) storage.disable()
  }
}

/** The actor of the request this code runs for; undefined outside one (seeds, jobs, public routes). */
export function currentActor(): Actor | undefined {
  return storage.getStore()
}
