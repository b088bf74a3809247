import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import OpenidSession from '#models/openid_session'
import SsoConfiguration from '#models/sso_configuration'
import { settings } from '#config/settings'
import { sqlDateTime } from '#services/sql_time'

/** Where the provider sends the browser back: the back office's page for this organisation. */
export const openIdCallbackUrl = (accountId: number) =>
  `${settings.appUrl}/admin/open-id/${accountId}/callback`

/** Where the provider sends the browser after its own logout. */
export const openIdLogoutUrl = () => `${settings.appUrl}/admin/open-id/logout`

export async function activeConfiguration(accountId: number) {
  return SsoConfiguration.query().where('accountId', accountId).where('isActive', true).first()
}

export function openIdDriver(ctx: HttpContext, configuration: SsoConfiguration, loginHint?: string) {
  return ctx.ally.use('openid').configure({
    issuer: configuration.issuer,
    clientId: configuration.clientId,
    clientSecret: configuration.clientSecret,
    callbackUrl: openIdCallbackUrl(configuration.accountId),
    loginHint,
  })
}

/** Moves an attempt from one status to the next once, whatever the concurrent calls (a replayed answer). */
export async function claim(
  session: OpenidSession,
  from: OpenidSession['status'],
  to: OpenidSession['status']
) {
  const moved = await db
    .from('openid_sessions')
    .where('id', session.id)
    .where('status', from)
    .where('expires_at', '>', sqlDateTime())
    .update({ status: to, updated_at: sqlDateTime() })
  return Number(Array.isArray(moved) ? moved[0] : moved) === 1
}
