import type { Actor } from '#services/actor'
import { KeptByVersion } from '#kept/in_process'

/**
 * What is read of the entities alone, kept in each API process with the entities' version it was read at
 * (#kept/registry `auth_versions`, row 0, which every entity insert, update and delete moves, and an
 * account's deletion): the workshops a workshop role sees (`tenancy.ownWorkshopIds`), the totals of the
 * entities list. The version is the one the request's token check read (services/auth/user_with_modules.ts),
 * so a request reads no entity while none changed, and sees one created, moved or closed in
 * another process or instance at its next request. Whatever is kept was read after that version: at worst
 * newer than it, never older.
 */
const kept = new KeptByVersion(2_000)

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
  return version === null ? read() : kept.get(key, version, read)
}
