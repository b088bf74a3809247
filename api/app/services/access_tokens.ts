import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { AccessTokenDbColumns } from '@adonisjs/auth/types/access_tokens'
import { tokenUsedAt } from '#kept/token_rows'

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
    const db = await this.getDb()
    const verified = await this.verifyWith(tokenValue, async (identifier, type) => {
      const row = await db.query().from(this.table).where({ id: identifier, type }).limit(1).first()
      return row ? { tokenRow: row } : null
    })
    return verified?.token ?? null
  }

  /**
   * Verifies a token value against the row `read` finds for its identifier, which may bring more than the
   * token in the same query (its user, for the guard of services/auth/tokens_guard.ts). A row `read` kept
   * from an earlier request (`cached`) that refuses the value is read again from the database before the
   * value is refused.
   */
  async verifyWith<Found extends { tokenRow: AccessTokenDbColumns; cached?: boolean }>(
    tokenValue: Secret<string>,
    read: (identifier: string, type: string, fresh: boolean) => Promise<Found | null>
  ) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    let found = await read(decoded.identifier, this.type, false)
    let token = found ? await this.accept(decoded.secret, found.tokenRow) : null
    if (!token && found?.cached) {
      found = await read(decoded.identifier, this.type, true)
      token = found ? await this.accept(decoded.secret, found.tokenRow) : null
    }
    return token && found ? { token, found } : null
  }

  /** The token of a row, when the value's secret matches and it has not expired. */
  protected async accept(secret: Secret<string>, row: AccessTokenDbColumns) {
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(secret) || token.isExpired()) return null

    const now = new Date()
    const lastUsed = token.lastUsedAt?.getTime() ?? 0
    if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
      const db = await this.getDb()
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      tokenUsedAt(String(row.id), row.type, now)
      token.lastUsedAt = now
    }
    return token
  }
}
