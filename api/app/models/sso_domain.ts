import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An e-mail domain served by one organisation's SSO configuration; unique across organisations. */
export default class SsoDomain extends BaseModel {
  static table = 'sso_domains'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ssoConfigurationId: number

  @column()
  declare domain: string
}
