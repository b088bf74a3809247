import { visibleTransports } from '#services/transports/list'
import type { Actor } from '#services/actor'

/** The carriers of the caller's transports, the first hundred by name. */
export async function transportFilterOptions(actor: Actor) {
  const rows = await visibleTransports(actor)
    .clearSelect()
    .distinct('transports.company')
    .orderBy('transports.company')
    .limit(100)
    .pojo<{ company: string }>()
  return { companies: rows.map((row) => ({ id: row.company, name: row.company })) }
}
