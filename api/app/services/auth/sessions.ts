import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'

/** A user as the tokens guard authenticated them, with the token of the request. */
export type AuthUser = User & { currentAccessToken: AccessToken }

/**
 * What ends a user's sessions, whoever makes the change and through whichever path: a new password (set by
 * the user, an admin or a link), the user deactivated, sign-in by SSO forced on them, their last module
 * taken away. Their access tokens are deleted in the write's own transaction; deleting them moves the
 * user's auth version (#kept/registry: auth_versions), so the token rows any process keeps (#kept/token_rows) stop
 * answering at its very next request. Re-activating the user later brings no token back.
 */

/** Whether the unsaved changes of `user` end their sessions (read before `save()`, from `$dirty`). */
export function changesEndingSessions(user: User) {
  const dirty = user.$dirty
  return 'password' in dirty || dirty.status === 'inactive' || dirty.forceConnectionBySso === true
}

/**
 * Deletes the access tokens of `userId` but `keep` (the caller's own token when they changed their own
 * password: they just proved who they are).
 */
export async function endSessions(
  userId: number,
  { client, keep }: { client?: TransactionClientContract; keep?: string | number | BigInt } = {}
) {
  const query = (client ?? db).from('auth_access_tokens').where('tokenable_id', userId)
  if (keep !== undefined) query.whereNot('id', Number(keep))
  await query.delete()
}

/**
 * Saves `user` (in its transaction, if any) and ends their sessions when the change calls for it, or
 * when `modulesLeft` is 0.
 */
export async function saveUserEndingSessions(
  user: User,
  { keep, modulesLeft }: { keep?: string | number | BigInt; modulesLeft?: number } = {}
) {
  const ending = changesEndingSessions(user) || modulesLeft === 0
  await user.save()
  if (ending) await endSessions(user.id, { client: user.$trx, keep })
}
