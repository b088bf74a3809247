import HomeConfig from '#models/home_config'

/** The account's home page as edited in the back office; none before its first save. */
export const homeConfigOf = (accountId: number) => HomeConfig.findBy('account_id', accountId)

/** The account's published home page; none while it is a draft. */
export const publishedHomeOf = (accountId: number) =>
  HomeConfig.query().where('account_id', accountId).where('status', 'published').first()
