import type { Actor } from '#services/actor'

/**
 * The workshops a workshop role sees (`tenancy.ownWorkshopIds`), kept in each API process per visibility
 * (an account's workshops, or those below an entity) with the entities' version they were read at
 * (migration 0102's `auth_versions` row 0, which every entity insert, update and delete moves: 0104). The
 * version is the one the request's token check read (services/auth/user_with_modules.ts): the quarantine
 * and items-in-stock lists then read no entity at all while none changed (issue 33), and see a workshop
 * created, moved or closed in another process or instance at their next request.
 */
interface Entry {
  version: string
  ids: number[]
}

/** Visibilities kept at most, the least recently used going first: a few numbers each. */
const MAX_ENTRIES = 1_000

const entries = new Map<string, Entry>()

/** The entities' version the request's token check read, or null (an actor made without a token). */
export function entitiesVersionOf(actor: Actor): string | null {
  const version = actor.user.$extras?.entitiesVersion
  return typeof version === 'string' ? version : null
}

/** The ids kept for `key` at `version`, else those `read` answers, kept for the next request. */
export async function keptWorkshopIds(
  key: string,
  version: string | null,
  read: () => Promise<number[]>
): Promise<number[]> {
  if (version === null) return read()
  const entry = entries.get(key)
  entries.delete(key)
  if (entry?.version === version) {
    entries.set(key, entry)
    return entry.ids
  }
  const ids = await read()
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(key, { version, ids })
  return ids
}
