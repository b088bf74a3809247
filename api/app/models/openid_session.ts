import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * One OpenID sign-in attempt: `pending` from the authorization URL until the provider calls
 * back, `authenticated` once the ID token was validated and a user found, `consumed` once exchanged for a
 * back-office token (its id is then kept for the provider logout). Never serialised.
 */
export default class OpenidSession extends BaseModel {
  static table = 'openid_sessions'

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare accountId: number

  @column({ serializeAs: null })
  declare state: string

  @column({ serializeAs: null })
  declare nonce: string

  @column({ serializeAs: null })
  declare codeVerifier: string

  /** The hash of the secret kept by the browser that started the attempt (services/openid/browser_binding.ts). */
  @column({ serializeAs: null })
  declare browserBinding: string | null

  @column()
  declare status: 'pending' | 'authenticated' | 'consumed'

  @column()
  declare userId: number | null

  @column({ serializeAs: null })
  declare idToken: string | null

  @column()
  declare accessTokenId: number | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
