import Transport from '#models/transport'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** A parcel the caller sees (an item returned alone, a package); 404 otherwise. */
export const visibleTransport = (actor: Actor, id: unknown) =>
  tenancy.transports(Transport.query(), actor).where('transports.id', Number(id)).firstOrFail()
