import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { Versioned } from '#models/mixins/versioned'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { AccessTokensProvider } from '#services/access_tokens'
import Account from '#models/account'
import UserModule from '#models/user_module'
import type { ModuleType } from '#permissions/names'
import { settings } from '#config/settings'
import { audited } from '#services/audit'

const AuthFinder = withAuthFinder(() => hash.use('argon'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare firstname: string

  @column()
  declare lastname: string

  @column()
  declare status: 'active' | 'inactive'

  @column({ consume: Boolean })
  declare forceConnectionBySso: boolean

  /** The OpenID provider's subject, linked at the first single sign-on of this user's e-mail. */
  @column({ serializeAs: null })
  declare openidSubject: string | null

  @column({ consume: Boolean, serializeAs: null })
  declare isAnonymous: boolean

  @column({ serializeAs: null })
  declare lastModule: ModuleType | null

  @column()
  declare locale: string | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @belongsTo(() => Account)
  declare account: BelongsTo<typeof Account>

  @hasMany(() => UserModule)
  declare modules: HasMany<typeof UserModule>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  static accessTokens = AccessTokensProvider.forModel(User, {
    expiresIn: settings.accessTokenLifetime,
    prefix: 'rpr_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })
}

audited(User, 'user', ['password'])
