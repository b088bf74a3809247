import WhiteLabelConfig from '#models/white_label_config'
import BusinessError from '#exceptions/business_error'
import { settings } from '#config/settings'

/**
 * Which client's storefront a request is for: the white-label configuration of its host, else the
 * configured default account (STOREFRONT_DEFAULT_ACCOUNT), else the one flagged as default.
 */
export async function storefrontConfigForHost(host: string | null) {
  const hostname = (host ?? '').split(':')[0].toLowerCase()
  const query = WhiteLabelConfig.query()
    .where('status', 'active')
    .preload('account', (account) => {
      account.preload('rootDetail')
    })

  const byHost = hostname ? await query.clone().where('host', hostname).first() : null
  if (byHost) return byHost

  const fallback = settings.storefrontDefaultAccount
    ? await query.clone().where('account_id', Number(settings.storefrontDefaultAccount)).first()
    : await query.clone().where('is_default', true).first()
  if (!fallback || fallback.account.status !== 'active')
    throw new BusinessError('storefront_not_available', 404)
  return fallback
}
