import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/** How stale `last_used_at` may get before a request writes it again. */
const LAST_USED_PRECISION_MS = 60_000

/**
 * The database access tokens of AdonisJS, verified the same way, except for two things: the secret is
 * checked before anything is written, and `last_used_at` is written at most once a minute per token
 * instead of on every request (a write per API call otherwise, a third of a list request's time on SQLite).
 */
export class AccessTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  static forModel<Model extends LucidModel>(
    model: ConstructorParameters<typeof DbAccessTokensProvider<Model>>[0]['tokenableModel'],
    options: Omit<ConstructorParameters<typeof DbAccessTokensProvider<Model>>[0], 'tokenableModel'>
  ) {
    return new AccessTokensProvider<Model>({ tokenableModel: model, ...options })
  }

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .limit(1)
      .first()
    if (!row) return null

    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null

    const now = new Date()
    const lastUsed = token.lastUsedAt?.getTime() ?? 0
    if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}
