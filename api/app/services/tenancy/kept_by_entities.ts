import type { Actor } from '#services/actor'

/**
 * What is read of the entities alone, kept in each API process with the entities' version it was read at
 * (migration 0102's `auth_versions` row 0, which every entity insert, update and delete moves, and an
 * account's deletion: 0104): the workshops a workshop role sees (`tenancy.ownWorkshopIds`), the totals of the
 * entities list. The version is the one the request's token check read (services/auth/user_with_modules.ts),
 * so a request reads no entity while none changed (issue 33), and sees one created, moved or closed in
 * another process or instance at its next request. Whatever is kept was read after that version: at worst
 * newer than it, never older.
 */
interface Entry {
  version: string
  value: unknown
}

/** Entries kept at most, the least recently used going first: a few numbers each. */
const MAX_ENTRIES = 2_000

const entries = new Map<string, Entry>()

/** The entities' version the request's token check read, or null (an actor made without a token). */
export function entitiesVersionOf(actor: Actor): string | null {
  const version = actor.user.$extras?.entitiesVersion
  return typeof version === 'string' ? version : null
}

/**
 * The value kept under `key` at the actor's entities version, else what `read` answers, kept for the next
 * request. `key` names everything the value depends on besides the entities (the account, the subtree).
 */
export async function keptWhileEntitiesHold<T>(
  actor: Actor,
  key: string,
  read: () => Promise<T>
): Promise<T> {
  const version = entitiesVersionOf(actor)
  if (version === null) return read()
  const entry = entries.get(key)
  entries.delete(key)
  if (entry?.version === version) {
    entries.set(key, entry)
    return entry.value as T
  }
  const value = await read()
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(key, { version, value })
  return value
}
