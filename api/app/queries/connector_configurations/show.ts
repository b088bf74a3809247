import { visibleConfigurations } from '#services/connectors/list'
import type { Actor } from '#services/actor'

/** A connector configuration of the caller's account; 404 otherwise. */
export const visibleConfiguration = (actor: Actor, id: string | number) =>
  visibleConfigurations(actor).where('connector_configurations.id', id).firstOrFail()
